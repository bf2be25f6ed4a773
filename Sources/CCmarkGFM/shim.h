// The one header through which Swift sees cmark-gfm and its GFM extensions.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
