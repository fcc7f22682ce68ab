export { PersonalInformationPage } from './components/personal-information-page';
