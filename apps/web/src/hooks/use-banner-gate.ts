import type { Banner } from '@wallet/contract';
import { useCallback, useRef, useState } from 'react';

/**
 * `loading`: the banners are being fetched; `banners`: the carousel shows; `modal`: the offer's
 * own modal is open.
 */
export type BannerGateStage = 'idle' | 'loading' | 'banners' | 'modal';

/**
 * Spec §2 banner rule for the invite and refund widgets: a press first fetches that offer's
 * banners. None (or a failed fetch: banners are decoration, never a wall) → the modal opens
 * directly; otherwise the banner carousel shows, and closing it opens the modal.
 */
export function useBannerGate(loadBanners: () => Promise<readonly Banner[]>) {
  const [stage, setStage] = useState<BannerGateStage>('idle');
  const [banners, setBanners] = useState<readonly Banner[] | null>(null);
  const busy = useRef(false);

  const start = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setStage('loading');
    let list: readonly Banner[] = [];
    try {
      list = await loadBanners();
    } catch {
      // §7: the modal still opens; a missing banner costs the member nothing
    }
    if (list.length > 0) {
      setBanners(list);
      setStage('banners');
    } else {
      setBanners(null);
      setStage('modal');
    }
  }, [loadBanners]);

  const closeBanners = useCallback(() => {
    setBanners(null);
    setStage('modal');
  }, []);

  const closeModal = useCallback(() => {
    busy.current = false;
    setStage('idle');
  }, []);

  return { stage, banners, start, closeBanners, closeModal };
}
