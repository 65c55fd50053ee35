// Public API of @vereinsportal/domain: every rule, text and type the server and web app share.
export * from './entities.js';
export * from './messages.js';
