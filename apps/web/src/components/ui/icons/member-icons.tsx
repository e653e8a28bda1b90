import { icon } from './icons';

/** The member screens' icons (icons.tsx holds the public pages' and the helper). */
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </>,
);
export const ListIcon = icon(
  <>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h5" />
  </>,
);
export const ShieldIcon = icon(
  <>
    <path d="M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6l-8-3Z" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </>,
);
export const LogoutIcon = icon(
  <>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
    <path d="M10 16l-4-4 4-4M6 12h10" />
  </>,
);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const LockIcon = icon(
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
  </>,
);
export const EditIcon = icon(
  <>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </>,
);
export const ChevronLeftIcon = icon(<path d="m15 5-7 7 7 7" />);
export const ChevronRightIcon = icon(<path d="m9 5 7 7-7 7" />);
export const TransferIcon = icon(
  <>
    <path d="M4 8h14M14 4l4 4-4 4" />
    <path d="M20 16H6M10 12l-4 4 4 4" />
  </>,
);
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
  </>,
);
export const AndroidIcon = icon(
  <>
    <path d="M6 10.5a6 6 0 0 1 12 0V18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-7.5Z" />
    <path d="M8 5.5 6.5 3.5M16 5.5l1.5-2M6 12h12" />
    <circle cx="9.5" cy="8.5" r=".6" fill="currentColor" />
    <circle cx="14.5" cy="8.5" r=".6" fill="currentColor" />
  </>,
);
export const AppleIcon = icon(
  <>
    <path d="M16.5 12.8c0-2.3 1.9-3.4 2-3.5a4.3 4.3 0 0 0-3.4-1.8c-1.4-.1-2.8.9-3.5.9s-1.8-.8-3-.8a4.5 4.5 0 0 0-3.8 2.3c-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7 2-1.1 2.8-2.2a9.7 9.7 0 0 0 1.3-2.6 4 4 0 0 1-2.5-3.9Z" />
    <path d="M14.3 5.8A3.9 3.9 0 0 0 15.2 3a4 4 0 0 0-2.6 1.4 3.7 3.7 0 0 0-.9 2.7 3.3 3.3 0 0 0 2.6-1.3Z" />
  </>,
);
export const KeyIcon = icon(
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="m11 12 9-9M17 6l3 3M15 8l2 2" />
  </>,
);
export const DepositIcon = icon(
  <>
    <path d="M12 3v11m-4.5-4.5L12 14l4.5-4.5" />
    <path d="M4 15v3.5A2.5 2.5 0 0 0 6.5 21h11a2.5 2.5 0 0 0 2.5-2.5V15" />
  </>,
);
export const WithdrawIcon = icon(
  <>
    <path d="M12 14V3M7.5 7.5 12 3l4.5 4.5" />
    <path d="M4 15v3.5A2.5 2.5 0 0 0 6.5 21h11a2.5 2.5 0 0 0 2.5-2.5V15" />
  </>,
);
export const GiftIcon = icon(
  <>
    <path d="M4 11h16v10H4z M3 7h18v4H3z M12 7v14" />
    <path d="M12 7c-1.5-3-5-3.5-5-1.2C7 7 9 7 12 7Zm0 0c1.5-3 5-3.5 5-1.2C17 7 15 7 12 7Z" />
  </>,
);
export const FlagIcon = icon(<path d="M5 21V4m0 0h11l-2 4 2 4H5" />);
export const QrIcon = icon(
  <>
    <path d="M4 4h6v6H4z M14 4h6v6h-6z M4 14h6v6H4z" />
    <path d="M14 14h2v2h-2z M18 18h2v2h-2z M14 18h2v2h-2z M18 14h2v2h-2z" />
  </>,
);
export const BankIcon = icon(
  <>
    <path d="M3 9.5 12 4l9 5.5H3Z" />
    <path d="M5 10v7m4.7-7v7m4.6-7v7M19 10v7M3 20h18" />
  </>,
);
export const LinkIcon = icon(
  <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />,
);
export const UploadIcon = icon(
  <>
    <path d="M12 16V4m-4.5 4.5L12 4l4.5 4.5" />
    <path d="M4 16v2.5A2.5 2.5 0 0 0 6.5 21h11a2.5 2.5 0 0 0 2.5-2.5V16" />
  </>,
);
export const DownloadIcon = icon(
  <>
    <path d="M12 4v12m-4.5-4.5L12 16l4.5-4.5" />
    <path d="M4 16v2.5A2.5 2.5 0 0 0 6.5 21h11a2.5 2.5 0 0 0 2.5-2.5V16" />
  </>,
);
export const ReceiptIcon = icon(
  <>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </>,
);
export const ShareIcon = icon(
  <>
    <circle cx="18" cy="5.5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="18.5" r="2.5" />
    <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" />
  </>,
);
/** Money coming back: a coin with a returning arrow (the refund of losses). */
export const RefundIcon = icon(
  <>
    <path d="M4 12a8 8 0 1 0 2.4-5.7L4 8.5" />
    <path d="M4 4v4.5h4.5" />
    <path d="M14.5 9.5c-.4-.9-1.4-1.5-2.5-1.5-1.4 0-2.5.8-2.5 2s1.1 1.6 2.5 2 2.5.8 2.5 2-1.1 2-2.5 2c-1.1 0-2.1-.6-2.5-1.5M12 6.5V8m0 8v1.5" />
  </>,
);
/** The prize wheel: a circle in slices with the pointer on top. */
export const WheelIcon = icon(
  <>
    <circle cx="12" cy="13" r="8" />
    <path d="M12 5v16M4 13h16M6.3 7.3l11.4 11.4M17.7 7.3 6.3 18.7" />
    <path d="M10 2h4l-2 3-2-3Z" fill="currentColor" />
  </>,
);
/** Send a chat message: a paper plane. */
