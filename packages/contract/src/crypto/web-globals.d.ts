/**
 * The few Web platform globals crypto/truelink.ts uses, for this package's own typecheck (it is
 * built with lib ES2023 only). Browsers (lib DOM) and Node 20 (@types/node) declare them fully;
 * this file is not imported, so their programs never see it.
 */
interface CryptoKey {
  readonly type: string;
}
interface SubtleCrypto {
  importKey(
    format: 'raw',
    keyData: Uint8Array<ArrayBuffer>,
    algorithm: { name: 'AES-GCM' },
    extractable: boolean,
    keyUsages: ('encrypt' | 'decrypt')[],
  ): Promise<CryptoKey>;
  encrypt(
    algorithm: { name: 'AES-GCM'; iv: Uint8Array<ArrayBuffer> },
    key: CryptoKey,
    data: Uint8Array<ArrayBuffer>,
  ): Promise<ArrayBuffer>;
  decrypt(
    algorithm: { name: 'AES-GCM'; iv: Uint8Array<ArrayBuffer> },
    key: CryptoKey,
    data: Uint8Array<ArrayBuffer>,
  ): Promise<ArrayBuffer>;
}
// eslint-disable-next-line no-var -- a global, as lib DOM declares it
declare var crypto: {
  readonly subtle: SubtleCrypto;
  getRandomValues<T extends Uint8Array<ArrayBuffer>>(array: T): T;
};
declare function btoa(data: string): string;
declare function atob(data: string): string;
declare class TextEncoder {
  encode(input: string): Uint8Array<ArrayBuffer>;
}
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input: ArrayBuffer | Uint8Array): string;
}
declare class URL {
  constructor(input: string);
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly searchParams: { get(name: string): string | null };
}
