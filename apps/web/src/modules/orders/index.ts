/** What other web modules may use of purchase orders: the supplier-360 orders section (D-294). */
export { SupplierOrdersSection } from './components/SupplierOrdersSection';
