/* gen.c - the table of what differs between the generations xlate writes
 * (LLVM/MLIR 14, 19, 22): what each release's LLVM dialect can hold and
 * how its tools spell what changed.  Looked up by Ctx.llvm_version.  The
 * field names of the LLVM-dialect attributes per release are in
 * XLLFIELDS (ir.h, llattr.c). */
#include <string.h>

#include "xlate/ir.h"

#define DIALECTS_FAQ "for more info on dialect registration see " \
	"https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management"

/* mlir-opt --show-dialects */
#define OPT_DIALECTS_19 "acc,affine,amdgpu,amx,arith,arm_neon,arm_sme,arm_sve,async,bufferization,builtin,cf,complex," \
	"dlti,emitc,func,gpu,index,irdl,linalg,llvm,math,memref,mesh,ml_program,mpi,nvgpu,nvvm,omp,pdl,pdl_interp," \
	"polynomial,ptr,quant,rocdl,scf,shape,sparse_tensor,spirv,tensor,test,test_dyn,tosa,transform,ub,vector," \
	"x86vector,xegpu"
#define OPT_DIALECTS_22 "acc,affine,amdgpu,amx,arith,arm_neon,arm_sme,arm_sve,async,bufferization,builtin,cf,complex," \
	"dlti,emitc,func,gpu,index,irdl,linalg,llvm,math,memref,ml_program,mpi,nvgpu,nvvm,omp,pdl,pdl_interp,ptr," \
	"quant,rocdl,scf,shape,shard,smt,sparse_tensor,spirv,tensor,test,test_dyn,test_irdl_to_cpp,tosa,transform," \
	"ub,vector,wasmssa,x86vector,xegpu,xevm"

static const Gen gens[] = {
	{14, GK_UNSAFE_FP | GK_DBG_AT_INTRINSICS | GK_INIT_WALK | GK_FN_INIT_SYM, true, false, " ", 0, 0,
	 GT_PHI_IN_ORDER | GT_CALL_ATTRS | GT_CALL_PROF | GT_MEMORY_EFFECTS | GT_OLD_MEMORY | GT_DECL_TARGET
	     | GT_CALL_MEM_OWN | GT_CONST_INST | GT_LL_EXTRAS | GT_NO_FPCLASS, true, "memory", false, NULL, OPT_DIALECTS_19, P19},
	{19, GK_UNSAFE_FP | GK_DBG_AT_INTRINSICS | GK_INIT_WALK | GK_FN_INIT_SYM, true, false, " ", 0, 0, GT_CALL_PROF | GT_NEW_FLAGS | GT_FLAG_MIN | GT_CODEVIEW, false, "memory", false,
	 "Registered dialects: acc, amx, arm_neon, arm_sme, arm_sve, builtin, dlti, func, gpu, llvm, nvvm, omp, rocdl, "
	 "spirv, vcix, x86vector ; " DIALECTS_FAQ, OPT_DIALECTS_19, P19},
	{22, GK_INT_FLAGS | GK_GEP_FLAGS | GK_MODULE | GK_ALIASES | GK_DSO_LOCAL | GK_CALL_ATTRS | GK_INVARIANT_GROUP
	         | GK_UWTABLE | GK_PARAM_RANGE | GK_RMW_OPS | GK_DEREFERENCEABLE
	         | GK_MASKED_NT | GK_MMRA | GK_DBG_EXPRS | GK_FN_LOC_UNNAMED | GK_CALL_INTRINSIC | GK_LAYOUT_SPEC
	         | GK_VARARG_CALLS | GK_ZERO_OP | GK_ASM_DIALECT | GK_STRUCT_ACYCLIC,
	 false, true, "", GP_COND_BR_WEIGHTS | GP_DL_SPEC_KV | GP_ENUM_EXPECTED | GP_RMW_XORI | GP_STRUCTORS | GP_OP_BUNDLES | GP_GLOBAL_INIT_SPLIT | GP_INTR_TYPE_KINDS | GP_ENUM_PROPS, GL_POISON | GL_GEP_NUW | GL_ZERO_EXTENT | GL_DESC_ALWAYS | GL_RMW_FMAXIMUM | GL_MEM_ALIGN
	     | GL_ASSUME_BUNDLE | GL_DL_SPEC_NAMED | GL_UNRANKED_EACH | GL_DIVS_FIXUP | GL_BITCAST_FOLD,
	 GT_GEP_I8 | GT_MEMORY_EFFECTS | GT_CALL_ATTRS | GT_DECL_TARGET | GT_EMPTY_STRUCTORS | GT_SPLAT | GT_EXT_INIT | GT_NEG_ZERO | GT_KERNEL_MD | GT_GLOBAL_ATTRS | GT_NEW_FLAGS | GT_FLAG_MIN | GT_DIV_LAST | GT_CAPTURES | GT_CODEVIEW, false, "memory_effects", true,
	 "Available dialects: acc, arm_neon, arm_sme, arm_sve, builtin, dlti, func, gpu, llvm, nvvm, omp, ptr, rocdl, "
	 "spirv, vcix, xevm ; " DIALECTS_FAQ, OPT_DIALECTS_22, P22},
};

#define RMW_WORD(w, n19, n22) w,
const char *const rmw_kind_words[RMW_NKINDS] = {XRMW_KINDS(RMW_WORD)};
#undef RMW_WORD

const Gen *gen_of(unsigned llvm_version)
{
	for (unsigned i = sizeof gens / sizeof gens[0]; i-- > 0;)
		if (gens[i].version <= llvm_version)
			return &gens[i];
	return &gens[0];
}

bool gen_opt_registers(const Gen *g, const char *dialect, size_t n)
{
	for (const char *l = g->opt_dialects; l && *l;) {
		size_t k = strcspn(l, ",");
		if (k == n && !memcmp(l, dialect, n))
			return true;
		l += k + (l[k] == ',');
	}
	return false;
}
