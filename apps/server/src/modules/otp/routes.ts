import type { FastifyInstance } from 'fastify';
import { api } from '@wallet/contract';
import { route } from '../../kernel/http/route';
import { localeFromHeader } from '../settings/module';
import type { OtpService } from './service';

export function otpRoutes(app: FastifyInstance, otp: OtpService): void {
  route(app, api.otp.send, (req) =>
    otp.send({
      phone: req.body.phoneNumber,
      otpToken: req.body.otpToken,
      ip: req.ip,
      locale: localeFromHeader(req.headers['accept-language']),
    }),
  );
  route(app, api.otp.verify, (req) => otp.verify(req.body.otpToken, req.body.otpCode));
}
