// Imported first by benches that load React: React picks its build when it is first loaded, and
// an ES module's imports all run before its own body, so setting NODE_ENV in the body is too late
// once any import (the server's services, which render mail) loads React.
process.env.NODE_ENV = 'production';
