export { editorDefinitionOf, MODULE_CHOICE_ORDER, popupFor, setupHint, toolsFor } from './editor-registry.ts'
export { withWizardMap } from './Location/wizard-map.ts'
