import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { Button } from './button';

export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <span className="copy">
      <Button
        size="sm"
        onClick={async () => setState((await copyText(text)) ? 'copied' : 'failed')}
      >
        {label ?? t('common.copy')}
      </Button>
      <span role="status" className="copy__status">
        {state === 'copied' ? t('common.copied') : state === 'failed' ? t('common.copyFailed') : ''}
      </span>
    </span>
  );
}
