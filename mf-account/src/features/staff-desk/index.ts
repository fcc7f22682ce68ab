export { StaffDeskPage } from './components/staff-desk-page';
