export * from './constants';
export * from './endpoints';
export * from './lesson';
export * from './messages';
export * from './player-texts';
export * from './publish-texts';
export * from './screen-texts';
