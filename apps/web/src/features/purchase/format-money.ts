// Money and dates are shown by billing and by the staff area alike: the functions live in lib.
export { formatDate, formatMoney } from '../../lib/format-money.ts';
