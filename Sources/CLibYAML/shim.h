#ifndef MODGEN_CLIBYAML_SHIM_H
#define MODGEN_CLIBYAML_SHIM_H
#include <yaml.h>
#endif
