import { defineModule } from '../../kernel/module';
import { CurrencyFigures } from './currency-figures';
import { SETTINGS_FRESH_MS, SettingsService } from './service';

// the public entry: what other modules may take from this one
export {
  CurrencyFigures,
  assertMethodCurrency,
  assertWholeKip,
  kipFromBaht,
  methodCurrency,
  type DepositMethodCode,
} from './currency-figures';
export { settingSchemas } from './definitions';
export { defaultSettings, demoSettings } from './demo-content';
export { localeFromHeader, pick } from '../../kernel/lib/localized';
export { retiredDemoSettings } from './retired-demo';
export { type SettingsService } from './service';
export { settings } from './tables';

/** Site settings (spec §3 site, §9): every other module reads them; the back-office writes them. */
export const settingsModule = defineModule({
  name: 'settings',
  create: ({ kernel }) => {
    // on the embedded database nobody else writes settings, and a reload inside a transaction
    // would wait for its one connection, held by that transaction: the snapshot never expires
    const settings = new SettingsService(
      kernel.db,
      kernel.config.embedded ? Number.POSITIVE_INFINITY : SETTINGS_FRESH_MS,
    );
    return { settings, figures: new CurrencyFigures(settings) };
  },
  start: ({ settings }) => settings.seed(),
});
