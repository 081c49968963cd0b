/**
 * What other web modules may use of repair: the supplier-360 repair section (D-346); the repair order
 * list with the permissions that show it, for the purchase-order lists' repair tab (D-460).
 */
export { SupplierRepairSection } from './components/SupplierRepairSection';
export { RepairOrderList } from './pages/OrdersPage';
export { ORDER_READ as REPAIR_ORDER_READ } from './api';
