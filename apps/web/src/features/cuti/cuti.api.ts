/** What other parts of the app may use of leave: the home page's balance card. */
export { BalanceSummaryCard } from './components/balance-summary-card.tsx';
