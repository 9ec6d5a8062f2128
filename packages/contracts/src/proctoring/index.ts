export * from './constants';
export * from './endpoints';
export * from './exam';
export * from './exam-room';
export * from './screen-texts';
export * from './texts';
