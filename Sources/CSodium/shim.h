// libsodium from Debian's libsodium-dev, exposed to Swift as the CSodium module: every
// cryptographic primitive the household's sealed fields use is libsodium's, none is written here.
#include <sodium.h>
