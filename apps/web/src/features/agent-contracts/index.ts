/** What other features' screens mount: the offer popup, the downline offer dialog and the four contract pages. */
export { ContractOfferPopup } from './components/contract-offer-popup';
export { OfferContractDialog } from './components/offer-contract-dialog';
export type { OfferContractDialogProps } from './components/offer-contract-dialog';
export {
  ContractKindPage,
  DailySalaryContractsPage,
  DividendContractsPage,
  HourlySalaryContractsPage,
  RealtimeSalaryContractsPage,
} from './components/contract-kind-page';
