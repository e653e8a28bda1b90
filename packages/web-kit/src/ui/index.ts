// UI parts both apps build their own components on; each app keeps its look (classes, icons).
export { ActionButton, type ActionButtonProps } from './action-button';
export { classNames } from './class-names';
export { DialogFrame, type DialogFrameProps } from './dialog-frame';
