/* conv.c - placeholder until the real implementation lands. */
#include "xlate/ir.h"

unsigned convert_to_llvm(Ctx *c, Op *module, const ConvOpts *opts)
{
	(void)opts;
	error_at(c, module->loc, "the conversion to the llvm dialect is not implemented yet");
	return 1;
}
