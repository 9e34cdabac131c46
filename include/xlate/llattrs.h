/* llattrs.h - the tables of the LLVM dialect's attributes with fields
 * (ATTR_LLVM, llattr.c): the kinds, the keyword tables of enum fields and
 * every kind's fields, with a spelling per generation.  The enums derived
 * from them (LLAttrKind, LLEnum, LLField) and the forms (LLF_*, LV_*) are
 * in ir.h, which includes this. */
#ifndef XLATE_LLATTRS_H
#define XLATE_LLATTRS_H

/* LLVM-dialect attributes with fields (ATTR_LLVM), and the flag sets of
 * the llvm and arith dialects: the meaning, never a spelling.
 * X(kind, MLIR mnemonic, form, flag words); the forms are
 *   LLF_STRUCT      <name = value, ...>, absent fields left out
 *   LLF_STRUCT_OPT  the same, and no <> at all when every field is absent
 *   LLF_POS         <value, value> (all fields present, in order)
 *   LLF_POS_COLON   <value:value> (the same)
 *   LLF_FLAGS       <a, b>: ll.bits, bit i = word i of the kind's LLEnum
 *                   (none when empty; fast when all fast-math flags)
 *   LLF_FLAGS_TIGHT the same written <a,b>
 * The mnemonic is the MLIR 19 one; what a release spells differently is in
 * the field table (one column per generation).  Kinds whose fields hold
 * types (vec_type_hint) are read by the MLIR grammar (LLATTR_LT), the
 * others by parse_attr.c's reader of the body text. */
#define XLLATTRS(X) \
	X(LL_TBAA_ROOT, "llvm.tbaa_root", LLF_STRUCT_OPT, LE_NONE) \
	X(LL_TBAA_TYPE, "llvm.tbaa_type_desc", LLF_STRUCT, LE_NONE) \
	X(LL_TBAA_MEMBER, "llvm.tbaa_member", LLF_POS, LE_NONE) \
	X(LL_TBAA_TAG, "llvm.tbaa_tag", LLF_STRUCT, LE_NONE) \
	X(LL_ALIAS_DOMAIN, "llvm.alias_scope_domain", LLF_STRUCT, LE_NONE) \
	X(LL_ALIAS_SCOPE, "llvm.alias_scope", LLF_STRUCT, LE_NONE) \
	X(LL_ACCESS_GROUP, "llvm.access_group", LLF_STRUCT, LE_NONE) \
	X(LL_LOOP, "llvm.loop_annotation", LLF_STRUCT, LE_NONE) \
	X(LL_LOOP_VECTORIZE, "llvm.loop_vectorize", LLF_STRUCT, LE_NONE) \
	X(LL_LOOP_INTERLEAVE, "llvm.loop_interleave", LLF_STRUCT, LE_NONE) \
	X(LL_LOOP_UNROLL, "llvm.loop_unroll", LLF_STRUCT, LE_NONE) \
	X(LL_LOOP_UNROLL_AND_JAM, "llvm.loop_unroll_and_jam", LLF_STRUCT, LE_NONE) \
	X(LL_LOOP_LICM, "llvm.loop_licm", LLF_STRUCT, LE_NONE) \
	X(LL_LOOP_DISTRIBUTE, "llvm.loop_distribute", LLF_STRUCT, LE_NONE) \
	X(LL_LOOP_PIPELINE, "llvm.loop_pipeline", LLF_STRUCT, LE_NONE) \
	X(LL_LOOP_PEELED, "llvm.loop_peeled", LLF_STRUCT, LE_NONE) \
	X(LL_LOOP_UNSWITCH, "llvm.loop_unswitch", LLF_STRUCT, LE_NONE) \
	X(LL_MEMORY, "llvm.memory_effects", LLF_STRUCT, LE_NONE) \
	X(LL_VSCALE_RANGE, "llvm.vscale_range", LLF_STRUCT, LE_NONE) \
	X(LL_FASTMATH, "llvm.fastmath", LLF_FLAGS, LE_FASTMATH) \
	X(LL_OVERFLOW, "llvm.overflow", LLF_FLAGS, LE_OVERFLOW) \
	X(LL_ARITH_FASTMATH, "arith.fastmath", LLF_FLAGS_TIGHT, LE_ARITH_FASTMATH) \
	X(LL_ARITH_OVERFLOW, "arith.overflow", LLF_FLAGS, LE_OVERFLOW) \
	X(LL_MODULE_FLAG, "llvm.mlir.module_flag", LLF_POS, LE_NONE) \
	X(LL_CGPROFILE_ENTRY, "llvm.cgprofile_entry", LLF_STRUCT, LE_NONE) \
	X(LL_CONSTANT_RANGE, "llvm.constant_range", LLF_POS, LE_NONE) \
	X(LL_PROFILE_SUMMARY, "llvm.profile_summary", LLF_STRUCT, LE_NONE) \
	X(LL_PROFILE_DETAILED, "llvm.profile_summary_detailed", LLF_STRUCT, LE_NONE) \
	X(LL_VEC_TYPE_HINT, "llvm.vec_type_hint", LLF_STRUCT, LE_NONE) \
	X(LL_TARGET_FEATURES, "llvm.target_features", LLF_POS, LE_NONE) \
	X(LL_DEREFERENCEABLE, "llvm.dereferenceable", LLF_STRUCT, LE_NONE) \
	X(LL_LINKAGE, "llvm.linkage", LLF_POS, LE_NONE) \
	X(LL_MMRA_TAG, "llvm.mmra_tag", LLF_POS_COLON, LE_NONE) \
	XLLATTRS_DI(X)
/* Debug info (#llvm.di_*): kinds, then their fields in XLLFIELDS_DI */
#define XLLATTRS_DI(X) \
	X(LL_DI_FILE, "llvm.di_file", LLF_FILE, LE_NONE) \
	X(LL_DI_EXPR, "llvm.di_expression", LLF_EXPR, LE_NONE) \
	X(LL_DI_EXPR_ELEM, "llvm.di_expression_elem", LLF_ELEM, LE_NONE) \
	X(LL_DI_NULL_TYPE, "llvm.di_null_type", LLF_STRUCT_OPT, LE_NONE) \
	X(LL_DI_BASIC_TYPE, "llvm.di_basic_type", LLF_STRUCT, LE_NONE) \
	X(LL_DI_COMPILE_UNIT, "llvm.di_compile_unit", LLF_STRUCT, LE_NONE) \
	X(LL_DI_DERIVED_TYPE, "llvm.di_derived_type", LLF_STRUCT, LE_NONE) \
	X(LL_DI_COMPOSITE_TYPE, "llvm.di_composite_type", LLF_STRUCT, LE_NONE) \
	X(LL_DI_SUBROUTINE_TYPE, "llvm.di_subroutine_type", LLF_STRUCT, LE_NONE) \
	X(LL_DI_SUBPROGRAM, "llvm.di_subprogram", LLF_STRUCT, LE_NONE) \
	X(LL_DI_LEXICAL_BLOCK, "llvm.di_lexical_block", LLF_STRUCT, LE_NONE) \
	X(LL_DI_LEXICAL_BLOCK_FILE, "llvm.di_lexical_block_file", LLF_STRUCT, LE_NONE) \
	X(LL_DI_LOCAL_VARIABLE, "llvm.di_local_variable", LLF_STRUCT, LE_NONE) \
	X(LL_DI_GLOBAL_VARIABLE, "llvm.di_global_variable", LLF_STRUCT, LE_NONE) \
	X(LL_DI_GLOBAL_VARIABLE_EXPR, "llvm.di_global_variable_expression", LLF_STRUCT, LE_NONE) \
	X(LL_DI_LABEL, "llvm.di_label", LLF_STRUCT, LE_NONE) \
	X(LL_DI_SUBRANGE, "llvm.di_subrange", LLF_STRUCT, LE_NONE) \
	X(LL_DI_GENERIC_SUBRANGE, "llvm.di_generic_subrange", LLF_STRUCT, LE_NONE) \
	X(LL_DI_MODULE, "llvm.di_module", LLF_STRUCT, LE_NONE) \
	X(LL_DI_ANNOTATION, "llvm.di_annotation", LLF_STRUCT, LE_NONE) \
	X(LL_DI_COMMON_BLOCK, "llvm.di_common_block", LLF_STRUCT, LE_NONE) \
	X(LL_DI_NAMESPACE, "llvm.di_namespace", LLF_STRUCT, LE_NONE)

/* Keyword tables of enum fields: X(id, keywords...) in value order. */
#define XLLENUMS(X) \
	X(LE_NONE, NULL) \
	X(LE_MODREF, "none", "read", "write", "readwrite") \
	X(LE_FASTMATH, "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc") \
	X(LE_ARITH_FASTMATH, "reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn") \
	X(LE_OVERFLOW, "nsw", "nuw") \
	X(LE_MODFLAG, "error", "warning", "require", "override", "append", "appendunique", "max", "min") \
	X(LE_PROFILE_FORMAT, "SampleProfile", "InstrProf", "CSInstrProf") \
	X(LE_LINKAGE, "private", "internal", "available_externally", "linkonce", "weak", "common", \
	  "appending", "extern_weak", "linkonce_odr", "weak_odr", "external") \
	X(LE_DI_EMISSION, "None", "Full", "LineTablesOnly", "DebugDirectivesOnly") \
	X(LE_DI_NAMETABLE, "Default", "GNU", "None", "Apple") \
	X(LE_DI_FLAGS, "Private", "Protected", "FwdDecl", "AppleBlock", "ReservedBit4", "Virtual", \
	  "Artificial", "Explicit", "Prototyped", "ObjcClassComplete", "ObjectPointer", "Vector", \
	  "StaticMember", "LValueReference", "RValueReference", "ExportSymbols", "SingleInheritance", \
	  "MultipleInheritance", "IntroducedVirtual", "BitField", "NoReturn", "Bit21", "TypePassByValue", \
	  "TypePassByReference", "EnumClass", "Thunk", "NonTrivial", "BigEndian", "LittleEndian", \
	  "AllCallsDescribed") \
	X(LE_DI_SPFLAGS, "Virtual", "PureVirtual", "LocalToUnit", "Definition", "Optimized", "Pure", \
	  "Elemental", "Recursive", "MainSubprogram", "Deleted", "Bit10", "ObjCDirect")

/* The fields of every kind, kinds in XLLATTRS order, each kind's fields in
 * the order MLIR prints them: X(kind, id, name in MLIR 19, name in 22
 * (NULL: that release has no such field), LV_*, LLEnum). */
#define XLLFIELDS(X) \
	X(LL_TBAA_ROOT, F_TBAA_ROOT_ID, "id", "id", LV_ATTR, LE_NONE) \
	X(LL_TBAA_TYPE, F_TBAA_TYPE_ID, "id", "id", LV_ATTR, LE_NONE) \
	X(LL_TBAA_TYPE, F_TBAA_TYPE_MEMBERS, "members", "members", LV_MEMBERS, LE_NONE) \
	X(LL_TBAA_MEMBER, F_TBAA_MEMBER_TYPE, "typeDesc", "typeDesc", LV_ATTR, LE_NONE) \
	X(LL_TBAA_MEMBER, F_TBAA_MEMBER_OFFSET, "offset", "offset", LV_INT, LE_NONE) \
	X(LL_TBAA_TAG, F_TBAA_TAG_BASE, "base_type", "base_type", LV_ATTR, LE_NONE) \
	X(LL_TBAA_TAG, F_TBAA_TAG_ACCESS, "access_type", "access_type", LV_ATTR, LE_NONE) \
	X(LL_TBAA_TAG, F_TBAA_TAG_OFFSET, "offset", "offset", LV_INT, LE_NONE) \
	X(LL_TBAA_TAG, F_TBAA_TAG_CONSTANT, "constant", "constant", LV_ATTR, LE_NONE) \
	X(LL_ALIAS_DOMAIN, F_DOMAIN_ID, "id", "id", LV_DSEQ, LE_NONE) \
	X(LL_ALIAS_DOMAIN, F_DOMAIN_DESC, "description", "description", LV_ATTR, LE_NONE) \
	X(LL_ALIAS_SCOPE, F_SCOPE_ID, "id", "id", LV_DSEQ, LE_NONE) \
	X(LL_ALIAS_SCOPE, F_SCOPE_DOMAIN, "domain", "domain", LV_ATTR, LE_NONE) \
	X(LL_ALIAS_SCOPE, F_SCOPE_DESC, "description", "description", LV_ATTR, LE_NONE) \
	X(LL_ACCESS_GROUP, F_GROUP_ID, "id", "id", LV_DSEQ, LE_NONE) \
	X(LL_LOOP, F_LOOP_DISABLE_NONFORCED, "disableNonforced", "disableNonforced", LV_ATTR, LE_NONE) \
	X(LL_LOOP, F_LOOP_VECTORIZE, "vectorize", "vectorize", LV_ATTR, LE_NONE) \
	X(LL_LOOP, F_LOOP_INTERLEAVE, "interleave", "interleave", LV_ATTR, LE_NONE) \
	X(LL_LOOP, F_LOOP_UNROLL, "unroll", "unroll", LV_ATTR, LE_NONE) \
	X(LL_LOOP, F_LOOP_UNROLL_AND_JAM, "unrollAndJam", "unrollAndJam", LV_ATTR, LE_NONE) \
	X(LL_LOOP, F_LOOP_LICM, "licm", "licm", LV_ATTR, LE_NONE) \
	X(LL_LOOP, F_LOOP_DISTRIBUTE, "distribute", "distribute", LV_ATTR, LE_NONE) \
	X(LL_LOOP, F_LOOP_PIPELINE, "pipeline", "pipeline", LV_ATTR, LE_NONE) \
	X(LL_LOOP, F_LOOP_PEELED, "peeled", "peeled", LV_ATTR, LE_NONE) \
	X(LL_LOOP, F_LOOP_UNSWITCH, "unswitch", "unswitch", LV_ATTR, LE_NONE) \
	X(LL_LOOP, F_LOOP_MUST_PROGRESS, "mustProgress", "mustProgress", LV_ATTR, LE_NONE) \
	X(LL_LOOP, F_LOOP_IS_VECTORIZED, "isVectorized", "isVectorized", LV_ATTR, LE_NONE) \
	X(LL_LOOP, F_LOOP_START_LOC, "startLoc", "startLoc", LV_ATTR, LE_NONE) \
	X(LL_LOOP, F_LOOP_END_LOC, "endLoc", "endLoc", LV_ATTR, LE_NONE) \
	X(LL_LOOP, F_LOOP_PARALLEL_ACCESSES, "parallelAccesses", "parallelAccesses", LV_LIST, LE_NONE) \
	X(LL_LOOP_VECTORIZE, F_VEC_DISABLE, "disable", "disable", LV_ATTR, LE_NONE) \
	X(LL_LOOP_VECTORIZE, F_VEC_PREDICATE_ENABLE, "predicateEnable", "predicateEnable", LV_ATTR, LE_NONE) \
	X(LL_LOOP_VECTORIZE, F_VEC_SCALABLE_ENABLE, "scalableEnable", "scalableEnable", LV_ATTR, LE_NONE) \
	X(LL_LOOP_VECTORIZE, F_VEC_WIDTH, "width", "width", LV_ATTR, LE_NONE) \
	X(LL_LOOP_VECTORIZE, F_VEC_FOLLOWUP_VECTORIZED, "followupVectorized", "followupVectorized", LV_ATTR, LE_NONE) \
	X(LL_LOOP_VECTORIZE, F_VEC_FOLLOWUP_EPILOGUE, "followupEpilogue", "followupEpilogue", LV_ATTR, LE_NONE) \
	X(LL_LOOP_VECTORIZE, F_VEC_FOLLOWUP_ALL, "followupAll", "followupAll", LV_ATTR, LE_NONE) \
	X(LL_LOOP_INTERLEAVE, F_INTERLEAVE_COUNT, "count", "count", LV_ATTR, LE_NONE) \
	X(LL_LOOP_UNROLL, F_UNROLL_DISABLE, "disable", "disable", LV_ATTR, LE_NONE) \
	X(LL_LOOP_UNROLL, F_UNROLL_COUNT, "count", "count", LV_ATTR, LE_NONE) \
	X(LL_LOOP_UNROLL, F_UNROLL_RUNTIME_DISABLE, "runtimeDisable", "runtimeDisable", LV_ATTR, LE_NONE) \
	X(LL_LOOP_UNROLL, F_UNROLL_FULL, "full", "full", LV_ATTR, LE_NONE) \
	X(LL_LOOP_UNROLL, F_UNROLL_FOLLOWUP_UNROLLED, "followupUnrolled", "followupUnrolled", LV_ATTR, LE_NONE) \
	X(LL_LOOP_UNROLL, F_UNROLL_FOLLOWUP_REMAINDER, "followupRemainder", "followupRemainder", LV_ATTR, LE_NONE) \
	X(LL_LOOP_UNROLL, F_UNROLL_FOLLOWUP_ALL, "followupAll", "followupAll", LV_ATTR, LE_NONE) \
	X(LL_LOOP_UNROLL_AND_JAM, F_UAJ_DISABLE, "disable", "disable", LV_ATTR, LE_NONE) \
	X(LL_LOOP_UNROLL_AND_JAM, F_UAJ_COUNT, "count", "count", LV_ATTR, LE_NONE) \
	X(LL_LOOP_UNROLL_AND_JAM, F_UAJ_FOLLOWUP_OUTER, "followupOuter", "followupOuter", LV_ATTR, LE_NONE) \
	X(LL_LOOP_UNROLL_AND_JAM, F_UAJ_FOLLOWUP_INNER, "followupInner", "followupInner", LV_ATTR, LE_NONE) \
	X(LL_LOOP_UNROLL_AND_JAM, F_UAJ_FOLLOWUP_REMAINDER, "followupRemainder", "followupRemainder", LV_ATTR, LE_NONE) \
	X(LL_LOOP_UNROLL_AND_JAM, F_UAJ_FOLLOWUP_ALL, "followupAll", "followupAll", LV_ATTR, LE_NONE) \
	X(LL_LOOP_LICM, F_LICM_DISABLE, "disable", "disable", LV_ATTR, LE_NONE) \
	X(LL_LOOP_LICM, F_LICM_VERSIONING_DISABLE, "versioningDisable", "versioningDisable", LV_ATTR, LE_NONE) \
	X(LL_LOOP_DISTRIBUTE, F_DIST_DISABLE, "disable", "disable", LV_ATTR, LE_NONE) \
	X(LL_LOOP_DISTRIBUTE, F_DIST_FOLLOWUP_COINCIDENT, "followupCoincident", "followupCoincident", LV_ATTR, LE_NONE) \
	X(LL_LOOP_DISTRIBUTE, F_DIST_FOLLOWUP_SEQUENTIAL, "followupSequential", "followupSequential", LV_ATTR, LE_NONE) \
	X(LL_LOOP_DISTRIBUTE, F_DIST_FOLLOWUP_FALLBACK, "followupFallback", "followupFallback", LV_ATTR, LE_NONE) \
	X(LL_LOOP_DISTRIBUTE, F_DIST_FOLLOWUP_ALL, "followupAll", "followupAll", LV_ATTR, LE_NONE) \
	X(LL_LOOP_PIPELINE, F_PIPE_DISABLE, "disable", "disable", LV_ATTR, LE_NONE) \
	X(LL_LOOP_PIPELINE, F_PIPE_II, "initiationinterval", "initiationinterval", LV_ATTR, LE_NONE) \
	X(LL_LOOP_PEELED, F_PEELED_COUNT, "count", "count", LV_ATTR, LE_NONE) \
	X(LL_LOOP_UNSWITCH, F_UNSWITCH_PARTIAL_DISABLE, "partialDisable", "partialDisable", LV_ATTR, LE_NONE) \
	X(LL_MEMORY, F_MEM_OTHER, "other", "other", LV_ENUM, LE_MODREF) \
	X(LL_MEMORY, F_MEM_ARG, "argMem", "argMem", LV_ENUM, LE_MODREF) \
	X(LL_MEMORY, F_MEM_INACCESSIBLE, "inaccessibleMem", "inaccessibleMem", LV_ENUM, LE_MODREF) \
	X(LL_MEMORY, F_MEM_ERRNO, NULL, "errnoMem", LV_ENUM, LE_MODREF) \
	X(LL_MEMORY, F_MEM_TARGET0, NULL, "targetMem0", LV_ENUM, LE_MODREF) \
	X(LL_MEMORY, F_MEM_TARGET1, NULL, "targetMem1", LV_ENUM, LE_MODREF) \
	X(LL_VSCALE_RANGE, F_VSCALE_MIN, "minRange", "minRange", LV_ATTR, LE_NONE) \
	X(LL_VSCALE_RANGE, F_VSCALE_MAX, "maxRange", "maxRange", LV_ATTR, LE_NONE) \
	X(LL_MODULE_FLAG, F_MODFLAG_BEHAVIOR, "behavior", "behavior", LV_ENUM, LE_MODFLAG) \
	X(LL_MODULE_FLAG, F_MODFLAG_KEY, "key", "key", LV_ATTR, LE_NONE) \
	X(LL_MODULE_FLAG, F_MODFLAG_VALUE, "value", "value", LV_ATTR, LE_NONE) \
	X(LL_CGPROFILE_ENTRY, F_CGPROF_FROM, "from", "from", LV_ATTR, LE_NONE) \
	X(LL_CGPROFILE_ENTRY, F_CGPROF_TO, "to", "to", LV_ATTR, LE_NONE) \
	X(LL_CGPROFILE_ENTRY, F_CGPROF_COUNT, "count", "count", LV_INT, LE_NONE) \
	X(LL_CONSTANT_RANGE, F_RANGE_TYPE, "type", "type", LV_ITYPE, LE_NONE) \
	X(LL_CONSTANT_RANGE, F_RANGE_LOWER, "lower", "lower", LV_WIDE, LE_NONE) \
	X(LL_CONSTANT_RANGE, F_RANGE_UPPER, "upper", "upper", LV_WIDE, LE_NONE) \
	X(LL_PROFILE_SUMMARY, F_PS_FORMAT, "format", "format", LV_ENUM, LE_PROFILE_FORMAT) \
	X(LL_PROFILE_SUMMARY, F_PS_TOTAL_COUNT, "total_count", "total_count", LV_INT, LE_NONE) \
	X(LL_PROFILE_SUMMARY, F_PS_MAX_COUNT, "max_count", "max_count", LV_INT, LE_NONE) \
	X(LL_PROFILE_SUMMARY, F_PS_MAX_INTERNAL_COUNT, "max_internal_count", "max_internal_count", LV_INT, LE_NONE) \
	X(LL_PROFILE_SUMMARY, F_PS_MAX_FUNCTION_COUNT, "max_function_count", "max_function_count", LV_INT, LE_NONE) \
	X(LL_PROFILE_SUMMARY, F_PS_NUM_COUNTS, "num_counts", "num_counts", LV_INT, LE_NONE) \
	X(LL_PROFILE_SUMMARY, F_PS_NUM_FUNCTIONS, "num_functions", "num_functions", LV_INT, LE_NONE) \
	X(LL_PROFILE_SUMMARY, F_PS_IS_PARTIAL, "is_partial_profile", "is_partial_profile", LV_INT, LE_NONE) \
	X(LL_PROFILE_SUMMARY, F_PS_PARTIAL_RATIO, "partial_profile_ratio", "partial_profile_ratio", LV_ATTR, LE_NONE) \
	X(LL_PROFILE_SUMMARY, F_PS_DETAILED, "detailed_summary", "detailed_summary", LV_BODIES, LL_PROFILE_DETAILED) \
	X(LL_PROFILE_DETAILED, F_PSD_CUT_OFF, "cut_off", "cut_off", LV_INT, LE_NONE) \
	X(LL_PROFILE_DETAILED, F_PSD_MIN_COUNT, "min_count", "min_count", LV_INT, LE_NONE) \
	X(LL_PROFILE_DETAILED, F_PSD_NUM_COUNTS, "num_counts", "num_counts", LV_INT, LE_NONE) \
	X(LL_VEC_TYPE_HINT, F_VTH_HINT, "hint", "hint", LV_ATTR, LE_NONE) \
	X(LL_VEC_TYPE_HINT, F_VTH_IS_SIGNED, "is_signed", "is_signed", LV_ATTR, LE_NONE) \
	X(LL_TARGET_FEATURES, F_FEATURES, "features", "features", LV_ATTR, LE_NONE) \
	X(LL_DEREFERENCEABLE, F_DEREF_BYTES, "bytes", "bytes", LV_INT, LE_NONE) \
	X(LL_DEREFERENCEABLE, F_DEREF_MAY_BE_NULL, "mayBeNull", "mayBeNull", LV_ATTR, LE_NONE) \
	X(LL_LINKAGE, F_LINKAGE, "linkage", "linkage", LV_ENUM, LE_LINKAGE) \
	X(LL_MMRA_TAG, F_MMRA_PREFIX, "prefix", "prefix", LV_ATTR, LE_NONE) \
	X(LL_MMRA_TAG, F_MMRA_SUFFIX, "suffix", "suffix", LV_ATTR, LE_NONE) \
	XLLFIELDS_DI(X)
#define XLLFIELDS_DI(X) \
	X(LL_DI_FILE, F_DI_FILE_NAME, "name", "name", LV_ATTR, LE_NONE) \
	X(LL_DI_FILE, F_DI_FILE_DIR, "directory", "directory", LV_ATTR, LE_NONE) \
	X(LL_DI_EXPR, F_DI_EXPR_OPS, "operations", "operations", LV_LIST, LE_NONE) \
	X(LL_DI_EXPR_ELEM, F_DI_ELEM_OP, "opcode", "opcode", LV_KW, LE_NONE) \
	X(LL_DI_EXPR_ELEM, F_DI_ELEM_ARGS, "arguments", "arguments", LV_LIST, LE_NONE) \
	X(LL_DI_BASIC_TYPE, F_DI_BT_TAG, "tag", "tag", LV_KW, LE_NONE) \
	X(LL_DI_BASIC_TYPE, F_DI_BT_NAME, "name", "name", LV_ATTR, LE_NONE) \
	X(LL_DI_BASIC_TYPE, F_DI_BT_SIZE, "sizeInBits", "sizeInBits", LV_INT, LE_NONE) \
	X(LL_DI_BASIC_TYPE, F_DI_BT_ENCODING, "encoding", "encoding", LV_KW, LE_NONE) \
	X(LL_DI_COMPILE_UNIT, F_DI_CU_ID, "id", "id", LV_DSEQ, LE_NONE) \
	X(LL_DI_COMPILE_UNIT, F_DI_CU_LANG, "sourceLanguage", "sourceLanguage", LV_KW, LE_NONE) \
	X(LL_DI_COMPILE_UNIT, F_DI_CU_FILE, "file", "file", LV_ATTR, LE_NONE) \
	X(LL_DI_COMPILE_UNIT, F_DI_CU_PRODUCER, "producer", "producer", LV_ATTR, LE_NONE) \
	X(LL_DI_COMPILE_UNIT, F_DI_CU_OPTIMIZED, "isOptimized", "isOptimized", LV_ATTR, LE_NONE) \
	X(LL_DI_COMPILE_UNIT, F_DI_CU_EMISSION, "emissionKind", "emissionKind", LV_ENUM, LE_DI_EMISSION) \
	X(LL_DI_COMPILE_UNIT, F_DI_CU_NAMETABLE, "nameTableKind", "nameTableKind", LV_ENUM, LE_DI_NAMETABLE) \
	X(LL_DI_COMPILE_UNIT, F_DI_CU_SPLIT, NULL, "splitDebugFilename", LV_ATTR, LE_NONE) \
	X(LL_DI_DERIVED_TYPE, F_DI_DT_TAG, "tag", "tag", LV_KW, LE_NONE) \
	X(LL_DI_DERIVED_TYPE, F_DI_DT_NAME, "name", "name", LV_ATTR, LE_NONE) \
	X(LL_DI_DERIVED_TYPE, F_DI_DT_BASE, "baseType", "baseType", LV_ATTR, LE_NONE) \
	X(LL_DI_DERIVED_TYPE, F_DI_DT_SIZE, "sizeInBits", "sizeInBits", LV_INT, LE_NONE) \
	X(LL_DI_DERIVED_TYPE, F_DI_DT_ALIGN, "alignInBits", "alignInBits", LV_INT, LE_NONE) \
	X(LL_DI_DERIVED_TYPE, F_DI_DT_OFFSET, "offsetInBits", "offsetInBits", LV_INT, LE_NONE) \
	X(LL_DI_DERIVED_TYPE, F_DI_DT_ADDRSPACE, "dwarfAddressSpace", "dwarfAddressSpace", LV_INT, LE_NONE) \
	X(LL_DI_DERIVED_TYPE, F_DI_DT_EXTRA, "extraData", "extraData", LV_ATTR, LE_NONE) \
	X(LL_DI_COMPOSITE_TYPE, F_DI_CT_RECID, NULL, "recId", LV_DSEQ, LE_NONE) \
	X(LL_DI_COMPOSITE_TYPE, F_DI_CT_RECSELF, NULL, "isRecSelf", LV_ATTR, LE_NONE) \
	X(LL_DI_COMPOSITE_TYPE, F_DI_CT_TAG, "tag", "tag", LV_KW, LE_NONE) \
	X(LL_DI_COMPOSITE_TYPE, F_DI_CT_RECID19, "recId", NULL, LV_DSEQ, LE_NONE) \
	X(LL_DI_COMPOSITE_TYPE, F_DI_CT_NAME, "name", "name", LV_ATTR, LE_NONE) \
	X(LL_DI_COMPOSITE_TYPE, F_DI_CT_FILE, "file", "file", LV_ATTR, LE_NONE) \
	X(LL_DI_COMPOSITE_TYPE, F_DI_CT_LINE, "line", "line", LV_INT, LE_NONE) \
	X(LL_DI_COMPOSITE_TYPE, F_DI_CT_SCOPE, "scope", "scope", LV_ATTR, LE_NONE) \
	X(LL_DI_COMPOSITE_TYPE, F_DI_CT_BASE, "baseType", "baseType", LV_ATTR, LE_NONE) \
	X(LL_DI_COMPOSITE_TYPE, F_DI_CT_FLAGS, "flags", "flags", LV_DIFLAGS, LE_DI_FLAGS) \
	X(LL_DI_COMPOSITE_TYPE, F_DI_CT_SIZE, "sizeInBits", "sizeInBits", LV_INT, LE_NONE) \
	X(LL_DI_COMPOSITE_TYPE, F_DI_CT_ALIGN, "alignInBits", "alignInBits", LV_INT, LE_NONE) \
	X(LL_DI_COMPOSITE_TYPE, F_DI_CT_DATALOC, "dataLocation", "dataLocation", LV_BODY, LL_DI_EXPR) \
	X(LL_DI_COMPOSITE_TYPE, F_DI_CT_RANK, "rank", "rank", LV_BODY, LL_DI_EXPR) \
	X(LL_DI_COMPOSITE_TYPE, F_DI_CT_ALLOCATED, "allocated", "allocated", LV_BODY, LL_DI_EXPR) \
	X(LL_DI_COMPOSITE_TYPE, F_DI_CT_ASSOCIATED, "associated", "associated", LV_BODY, LL_DI_EXPR) \
	X(LL_DI_COMPOSITE_TYPE, F_DI_CT_ELEMENTS, "elements", "elements", LV_LIST, LE_NONE) \
	X(LL_DI_SUBROUTINE_TYPE, F_DI_ST_CC, "callingConvention", "callingConvention", LV_KW, LE_NONE) \
	X(LL_DI_SUBROUTINE_TYPE, F_DI_ST_TYPES, "types", "types", LV_LIST, LE_NONE) \
	X(LL_DI_SUBPROGRAM, F_DI_SP_RECID, "recId", "recId", LV_DSEQ, LE_NONE) \
	X(LL_DI_SUBPROGRAM, F_DI_SP_RECSELF, "isRecSelf", "isRecSelf", LV_ATTR, LE_NONE) \
	X(LL_DI_SUBPROGRAM, F_DI_SP_ID, "id", "id", LV_DSEQ, LE_NONE) \
	X(LL_DI_SUBPROGRAM, F_DI_SP_CU, "compileUnit", "compileUnit", LV_ATTR, LE_NONE) \
	X(LL_DI_SUBPROGRAM, F_DI_SP_SCOPE, "scope", "scope", LV_ATTR, LE_NONE) \
	X(LL_DI_SUBPROGRAM, F_DI_SP_NAME, "name", "name", LV_ATTR, LE_NONE) \
	X(LL_DI_SUBPROGRAM, F_DI_SP_LINKAGE, "linkageName", "linkageName", LV_ATTR, LE_NONE) \
	X(LL_DI_SUBPROGRAM, F_DI_SP_FILE, "file", "file", LV_ATTR, LE_NONE) \
	X(LL_DI_SUBPROGRAM, F_DI_SP_LINE, "line", "line", LV_INT, LE_NONE) \
	X(LL_DI_SUBPROGRAM, F_DI_SP_SCOPELINE, "scopeLine", "scopeLine", LV_INT, LE_NONE) \
	X(LL_DI_SUBPROGRAM, F_DI_SP_FLAGS, "subprogramFlags", "subprogramFlags", LV_DIFLAGS, LE_DI_SPFLAGS) \
	X(LL_DI_SUBPROGRAM, F_DI_SP_TYPE, "type", "type", LV_ATTR, LE_NONE) \
	X(LL_DI_SUBPROGRAM, F_DI_SP_RETAINED, NULL, "retainedNodes", LV_LIST, LE_NONE) \
	X(LL_DI_SUBPROGRAM, F_DI_SP_ANNOTATIONS, NULL, "annotations", LV_LIST, LE_NONE) \
	X(LL_DI_LEXICAL_BLOCK, F_DI_LB_SCOPE, "scope", "scope", LV_ATTR, LE_NONE) \
	X(LL_DI_LEXICAL_BLOCK, F_DI_LB_FILE, "file", "file", LV_ATTR, LE_NONE) \
	X(LL_DI_LEXICAL_BLOCK, F_DI_LB_LINE, "line", "line", LV_INT, LE_NONE) \
	X(LL_DI_LEXICAL_BLOCK, F_DI_LB_COLUMN, "column", "column", LV_INT, LE_NONE) \
	X(LL_DI_LEXICAL_BLOCK_FILE, F_DI_LBF_SCOPE, "scope", "scope", LV_ATTR, LE_NONE) \
	X(LL_DI_LEXICAL_BLOCK_FILE, F_DI_LBF_FILE, "file", "file", LV_ATTR, LE_NONE) \
	X(LL_DI_LEXICAL_BLOCK_FILE, F_DI_LBF_DISCRIMINATOR, "discriminator", "discriminator", LV_INT, LE_NONE) \
	X(LL_DI_LOCAL_VARIABLE, F_DI_LV_SCOPE, "scope", "scope", LV_ATTR, LE_NONE) \
	X(LL_DI_LOCAL_VARIABLE, F_DI_LV_NAME, "name", "name", LV_ATTR, LE_NONE) \
	X(LL_DI_LOCAL_VARIABLE, F_DI_LV_FILE, "file", "file", LV_ATTR, LE_NONE) \
	X(LL_DI_LOCAL_VARIABLE, F_DI_LV_LINE, "line", "line", LV_INT, LE_NONE) \
	X(LL_DI_LOCAL_VARIABLE, F_DI_LV_ARG, "arg", "arg", LV_INT, LE_NONE) \
	X(LL_DI_LOCAL_VARIABLE, F_DI_LV_ALIGN, "alignInBits", "alignInBits", LV_INT, LE_NONE) \
	X(LL_DI_LOCAL_VARIABLE, F_DI_LV_TYPE, "type", "type", LV_ATTR, LE_NONE) \
	X(LL_DI_LOCAL_VARIABLE, F_DI_LV_FLAGS, NULL, "flags", LV_DIFLAGS, LE_DI_FLAGS) \
	X(LL_DI_GLOBAL_VARIABLE, F_DI_GV_SCOPE, "scope", "scope", LV_ATTR, LE_NONE) \
	X(LL_DI_GLOBAL_VARIABLE, F_DI_GV_NAME, "name", "name", LV_ATTR, LE_NONE) \
	X(LL_DI_GLOBAL_VARIABLE, F_DI_GV_LINKAGE, "linkageName", "linkageName", LV_ATTR, LE_NONE) \
	X(LL_DI_GLOBAL_VARIABLE, F_DI_GV_FILE, "file", "file", LV_ATTR, LE_NONE) \
	X(LL_DI_GLOBAL_VARIABLE, F_DI_GV_LINE, "line", "line", LV_INT, LE_NONE) \
	X(LL_DI_GLOBAL_VARIABLE, F_DI_GV_TYPE, "type", "type", LV_ATTR, LE_NONE) \
	X(LL_DI_GLOBAL_VARIABLE, F_DI_GV_LOCAL, "isLocalToUnit", "isLocalToUnit", LV_ATTR, LE_NONE) \
	X(LL_DI_GLOBAL_VARIABLE, F_DI_GV_DEFINED, "isDefined", "isDefined", LV_ATTR, LE_NONE) \
	X(LL_DI_GLOBAL_VARIABLE, F_DI_GV_ALIGN, "alignInBits", "alignInBits", LV_INT, LE_NONE) \
	X(LL_DI_GLOBAL_VARIABLE_EXPR, F_DI_GVE_VAR, "var", "var", LV_ATTR, LE_NONE) \
	X(LL_DI_GLOBAL_VARIABLE_EXPR, F_DI_GVE_EXPR, "expr", "expr", LV_BODY, LL_DI_EXPR) \
	X(LL_DI_LABEL, F_DI_LABEL_SCOPE, "scope", "scope", LV_ATTR, LE_NONE) \
	X(LL_DI_LABEL, F_DI_LABEL_NAME, "name", "name", LV_ATTR, LE_NONE) \
	X(LL_DI_LABEL, F_DI_LABEL_FILE, "file", "file", LV_ATTR, LE_NONE) \
	X(LL_DI_LABEL, F_DI_LABEL_LINE, "line", "line", LV_INT, LE_NONE) \
	X(LL_DI_SUBRANGE, F_DI_SR_COUNT, "count", "count", LV_ATTR, LE_NONE) \
	X(LL_DI_SUBRANGE, F_DI_SR_LOWER, "lowerBound", "lowerBound", LV_ATTR, LE_NONE) \
	X(LL_DI_SUBRANGE, F_DI_SR_UPPER, "upperBound", "upperBound", LV_ATTR, LE_NONE) \
	X(LL_DI_SUBRANGE, F_DI_SR_STRIDE, "stride", "stride", LV_ATTR, LE_NONE) \
	X(LL_DI_GENERIC_SUBRANGE, F_DI_GSR_COUNT, "count", "count", LV_ATTR, LE_NONE) \
	X(LL_DI_GENERIC_SUBRANGE, F_DI_GSR_LOWER, "lowerBound", "lowerBound", LV_ATTR, LE_NONE) \
	X(LL_DI_GENERIC_SUBRANGE, F_DI_GSR_UPPER, "upperBound", "upperBound", LV_ATTR, LE_NONE) \
	X(LL_DI_GENERIC_SUBRANGE, F_DI_GSR_STRIDE, "stride", "stride", LV_ATTR, LE_NONE) \
	X(LL_DI_MODULE, F_DI_MOD_FILE, "file", "file", LV_ATTR, LE_NONE) \
	X(LL_DI_MODULE, F_DI_MOD_SCOPE, "scope", "scope", LV_ATTR, LE_NONE) \
	X(LL_DI_MODULE, F_DI_MOD_NAME, "name", "name", LV_ATTR, LE_NONE) \
	X(LL_DI_MODULE, F_DI_MOD_MACROS, "configMacros", "configMacros", LV_ATTR, LE_NONE) \
	X(LL_DI_MODULE, F_DI_MOD_INCLUDE, "includePath", "includePath", LV_ATTR, LE_NONE) \
	X(LL_DI_MODULE, F_DI_MOD_APINOTES, "apinotes", "apinotes", LV_ATTR, LE_NONE) \
	X(LL_DI_MODULE, F_DI_MOD_LINE, "line", "line", LV_INT, LE_NONE) \
	X(LL_DI_MODULE, F_DI_MOD_DECL, "isDecl", "isDecl", LV_ATTR, LE_NONE) \
	X(LL_DI_ANNOTATION, F_DI_ANN_NAME, "name", "name", LV_ATTR, LE_NONE) \
	X(LL_DI_ANNOTATION, F_DI_ANN_VALUE, "value", "value", LV_ATTR, LE_NONE) \
	X(LL_DI_COMMON_BLOCK, F_DI_CB_SCOPE, NULL, "scope", LV_ATTR, LE_NONE) \
	X(LL_DI_COMMON_BLOCK, F_DI_CB_DECL, NULL, "decl", LV_ATTR, LE_NONE) \
	X(LL_DI_COMMON_BLOCK, F_DI_CB_NAME, NULL, "name", LV_ATTR, LE_NONE) \
	X(LL_DI_COMMON_BLOCK, F_DI_CB_FILE, NULL, "file", LV_ATTR, LE_NONE) \
	X(LL_DI_COMMON_BLOCK, F_DI_CB_LINE, NULL, "line", LV_INT, LE_NONE) \
	X(LL_DI_NAMESPACE, F_DI_NS_NAME, "name", "name", LV_ATTR, LE_NONE) \
	X(LL_DI_NAMESPACE, F_DI_NS_SCOPE, "scope", "scope", LV_ATTR, LE_NONE) \
	X(LL_DI_NAMESPACE, F_DI_NS_EXPORT, "exportSymbols", "exportSymbols", LV_ATTR, LE_NONE)

#endif
