/** Spec §2 /howto: five videos, served from public/media/howto (scripts/make-howto-media.sh). */
export const HOWTO_VIDEOS = [
  { id: 'wallet', file: 'wallet' },
  { id: 'play', file: 'play' },
  { id: 'balance', file: 'balance' },
  { id: 'bonus', file: 'bonus' },
  { id: 'endBonus', file: 'end-bonus' },
] as const;

export type HowtoVideo = (typeof HOWTO_VIDEOS)[number];

export const videoSrc = (video: HowtoVideo) => `/media/howto/${video.file}.webm`;
export const posterSrc = (video: HowtoVideo) => `/media/howto/${video.file}.jpg`;
