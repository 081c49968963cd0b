/** What other web modules may use of repair: the supplier-360 repair section (D-346). */
export { SupplierRepairSection } from './components/SupplierRepairSection';
