export * from './common';
export * from './page';
export * from './navigation';
export * from './taxonomy';
export * from './editorial';
export * from './chrome';
