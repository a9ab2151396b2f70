export * from './common';
export * from './page';
export * from './navigation';
export * from './taxonomy';
export * from './memory-test';
export * from './newsletter';
export * from './news';
