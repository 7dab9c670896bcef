export { RedEnvelopeDialog } from './components/red-envelope-dialog';
export type { RedEnvelopeDialogProps } from './components/red-envelope-dialog';
export { RedEnvelopePage } from './components/red-envelope-page';
export { TransferUplinePage } from './components/transfer-upline-page';
