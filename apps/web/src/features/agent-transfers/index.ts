export { RedEnvelopeDialog } from './components/red-envelope-dialog';
export type { RedEnvelopeDialogProps } from './components/red-envelope-dialog';
export { TransferUplinePage } from './components/transfer-upline-page';
