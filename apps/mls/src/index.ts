export { buildMlsApp, type MlsAppOptions } from './app';
export { entitySets, metadataXml, resoNamespace, type EntitySet } from './metadata';
export { resoError, type ResoError } from './reso-error';
