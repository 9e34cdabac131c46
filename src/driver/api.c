/* api.c - the public C API (include/xlate/xlate.h): options, results and
 * diagnostics as data, around the driver.  Everything a call needs is in
 * its XlateOptions and XlateResult: no global state.  Only the xlate_*
 * functions are exported from the shared library (xlate.map). */
#define _GNU_SOURCE  /* open_memstream */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "driver/driver.h"
#include "xlate/xlate.h"

struct XlateOptions {
	DriveOpts d;
	FILE *diag_stream;
	char *out_path;
};

struct XlateResult {
	XlateStatus status;
	char *out;
	size_t out_len;
	XlateDiagnostic *diags;
	size_t ndiags;
	DiagVec kept;        /* the strings diags point to */
	char *diag_text;
	size_t diag_len;
	char msg[512];
};

const char *xlate_version(void)
{
	return "0.1.0";
}

XlateOptions *xlate_options_new(void)
{
	XlateOptions *o = calloc(1, sizeof *o);
	if (o) {
		o->d.mode = DRIVE_PRINT;
		o->d.llvm_version = 22;
	}
	return o;
}

void xlate_options_free(XlateOptions *o)
{
	if (o)
		free(o->out_path);
	free(o);
}

int xlate_options_set_mode(XlateOptions *o, XlateMode mode)
{
	static const DriveMode modes[] = {
		[XLATE_MODE_PRINT] = DRIVE_PRINT, [XLATE_MODE_TO_LLVM] = DRIVE_TO_LLVM,
		[XLATE_MODE_TO_LLVM_DIALECT] = DRIVE_TO_LLVM_DIALECT, [XLATE_MODE_IMPORT_LLVM] = DRIVE_IMPORT,
	};
	if ((unsigned)mode >= sizeof modes / sizeof *modes)
		return -1;
	o->d.mode = modes[mode];
	return 0;
}

int xlate_options_set_flag(XlateOptions *o, XlateFlag flag, int on)
{
	bool *f[] = {
		[XLATE_GENERIC] = &o->d.generic, [XLATE_NO_VERIFY] = &o->d.no_verify,
		[XLATE_NO_STREAM] = &o->d.no_stream,
		[XLATE_BARE_PTR_MEMREF_CALL_CONV] = &o->d.conv.use_bare_ptr_memref_call_conv,
		[XLATE_EMIT_C_WRAPPERS] = &o->d.conv.emit_c_wrappers,
		[XLATE_USE_GENERIC_FUNCTIONS] = &o->d.conv.use_generic_functions,
		[XLATE_REJECT_UNREGISTERED] = &o->d.reject_unregistered,
		[XLATE_IMPORT_STRUCTS_AS_LITERALS] = &o->d.structs_as_literals,
		[XLATE_LLVM_DIALECT_ONLY] = &o->d.llvm_only,
		[XLATE_NO_IMPLICIT_MODULE] = &o->d.no_implicit_module,
		[XLATE_PRINT_LOCATIONS] = &o->d.print_locs,
		[XLATE_KEEP_LL_EXTRAS] = &o->d.keep_ll_extras,
	};
	if ((unsigned)flag >= sizeof f / sizeof *f)
		return -1;
	*f[flag] = on != 0;
	return 0;
}

int xlate_options_set_llvm_version(XlateOptions *o, unsigned version)
{
	if (version != 14 && version != 19 && version != 22)
		return -1;
	o->d.llvm_version = version;
	return 0;
}

int xlate_options_set_index_bitwidth(XlateOptions *o, unsigned bits)
{
	if (bits > 1024)
		return -1;
	o->d.conv.index_bitwidth = bits;
	return 0;
}

int xlate_options_set_first_line(XlateOptions *o, unsigned line)
{
	o->d.first_line = line;
	return 0;
}

int xlate_options_add_pass(XlateOptions *o, const char *flag, const char *value, char *err, size_t nerr)
{
	return pass_flag(flag, value, &o->d.passes, err, err ? nerr : 0);
}

void xlate_options_set_diagnostics_stream(XlateOptions *o, FILE *f)
{
	o->diag_stream = f;
}

int xlate_options_set_output_file(XlateOptions *o, const char *path)
{
	char *p = NULL;
	if (path && !(p = strdup(path)))
		return -1;
	free(o->out_path);
	o->out_path = p;
	return 0;
}

/* ------------------------------------------------------------ a run */

static void run(const XlateOptions *o, XlateResult *r, const char *file, const char *buf, size_t len, bool mapped)
{
	Out out;
	const char *path = o->out_path && strcmp(o->out_path, "-") != 0 ? o->out_path : NULL;
	if (!o->out_path || out_open(&out, path) != 0)
		out_init(&out);   /* no temporary file: keep the output in memory */
	FILE *mem = open_memstream(&r->diag_text, &r->diag_len);
	if (!mem) {
		r->status = XLATE_NO_MEMORY;
		out_free(&out);
		return;
	}
	int rc = drive(&o->d, file, buf, len, mapped, &out, mem, &r->kept);
	fclose(mem);
	if (o->diag_stream && r->diag_len) {
		fwrite(r->diag_text, 1, r->diag_len, o->diag_stream);
		fflush(o->diag_stream);
	}
	r->status = rc == 0 ? XLATE_OK : XLATE_INPUT_ERROR;
	if (rc == -1 || (rc == 0 && o->out_path && out_commit(&out, path) != 0)) {
		snprintf(r->msg, sizeof r->msg, "cannot write '%s': %s", path ? path : "<stdout>", strerror(errno));
		r->status = XLATE_WRITE_ERROR;
	} else if (rc == 0 && !o->out_path) {
		r->out = out.buf;
		r->out_len = out.len;
		out.buf = NULL;
	}
	out_free(&out);
	r->diags = calloc(r->kept.n ? r->kept.n : 1, sizeof *r->diags);
	if (!r->diags) {
		r->status = XLATE_NO_MEMORY;
		return;
	}
	static const XlateSeverity sev[] = {['e'] = XLATE_SEVERITY_ERROR, ['w'] = XLATE_SEVERITY_WARNING,
	                                    ['n'] = XLATE_SEVERITY_NOTE};
	for (unsigned i = 0; i < r->kept.n; i++) {
		Diag *d = &r->kept.v[i];
		r->diags[i] = (XlateDiagnostic){d->file ? d->file : "", d->line, d->col, sev[(unsigned char)d->kind], d->msg};
	}
	r->ndiags = r->kept.n;
}

static XlateResult *new_result(void)
{
	return calloc(1, sizeof(XlateResult));
}

/* What a call returns when even the result cannot be allocated. */
static XlateResult *no_memory(void)
{
	static const XlateResult oom = {.status = XLATE_NO_MEMORY};
	return (XlateResult *)&oom;
}

XlateResult *xlate_translate(const XlateOptions *o, const char *text, size_t len, const char *file)
{
	XlateResult *r = new_result();
	char *buf = r ? malloc(len + 1) : NULL;
	if (!buf) {
		free(r);
		return no_memory();
	}
	memcpy(buf, text, len);
	buf[len] = 0;
	run(o, r, file ? file : "<input>", buf, len, false);
	free(buf);
	return r;
}

XlateResult *xlate_translate_file(const XlateOptions *o, const char *path)
{
	XlateResult *r = new_result();
	if (!r)
		return no_memory();
	size_t len;
	bool mapped;
	char *text = text_read(path, &len, &mapped);
	if (!text) {
		snprintf(r->msg, sizeof r->msg, "cannot read '%s': %s", path, strerror(errno));
		r->status = XLATE_READ_ERROR;
		return r;
	}
	run(o, r, strcmp(path, "-") == 0 ? "<stdin>" : path, text, len, mapped);
	text_free(text, len, mapped);
	return r;
}

/* ------------------------------------------------------------ results */

XlateStatus xlate_result_status(const XlateResult *r)
{
	return r->status;
}

const char *xlate_result_output(const XlateResult *r, size_t *len)
{
	if (len)
		*len = r->out ? r->out_len : 0;
	return r->out ? r->out : "";
}

size_t xlate_result_diagnostic_count(const XlateResult *r)
{
	return r->ndiags;
}

const XlateDiagnostic *xlate_result_diagnostic(const XlateResult *r, size_t i)
{
	return i < r->ndiags ? &r->diags[i] : NULL;
}

const char *xlate_result_diagnostics_text(const XlateResult *r, size_t *len)
{
	if (len)
		*len = r->diag_text ? r->diag_len : 0;
	return r->diag_text ? r->diag_text : "";
}

const char *xlate_result_message(const XlateResult *r)
{
	return r->msg;
}

void xlate_result_free(XlateResult *r)
{
	if (!r || r == no_memory())
		return;
	free(r->out);
	free(r->diags);
	diags_clear(&r->kept);
	vec_free(&r->kept);
	free(r->diag_text);
	free(r);
}
