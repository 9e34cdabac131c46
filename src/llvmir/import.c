/* import.c - placeholder until the real implementation lands. */
#include "xlate/ir.h"

Op *ll_parse(Ctx *c, Source *src)
{
	error_at(c, (Loc){src->file, 1, 1}, "the LLVM IR importer is not implemented yet");
	return NULL;
}
