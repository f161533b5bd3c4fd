export { clearWizardData, readWizardData } from './wizard-storage.ts'
