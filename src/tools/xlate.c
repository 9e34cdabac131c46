/* xlate.c - the command line, built on the public API (xlate.h): has the
 * library read the options (src/driver/args.c), read the input, translate
 * it and commit the output (only on success), and turns the status into
 * the exit code.
 * Called xlate-opt or xlate-translate, or with --opt / --translate first,
 * it takes mlir-opt's or mlir-translate's command line instead (faces.c). */
#include <string.h>

#include "xlate/xlate.h"
#include "tools/faces.h"

static int finish(XlateOptions *o, int rc)
{
	xlate_options_free(o);
	return rc;
}

int main(int argc, char **argv)
{
	const char *base = strrchr(argv[0], '/') ? strrchr(argv[0], '/') + 1 : argv[0];
	if (!strcmp(base, "xlate-opt") || !strcmp(base, "xlate-translate"))
		return face_main(!strcmp(base, "xlate-opt"), argc, argv);
	if (argc > 1 && (!strcmp(argv[1], "--opt") || !strcmp(argv[1], "--translate")))
		return face_main(!strcmp(argv[1], "--opt"), argc - 1, argv + 1);
	XlateOptions *o = xlate_options_new();
	if (!o)
		return 1;
	const char *in, *outpath;
	char err[512];
	int rc = xlate_options_from_args(o, argc, argv, &in, &outpath, err, sizeof err);
	if (rc == XLATE_ARGS_HELP)
		fputs(xlate_usage(), stdout);
	else if (rc == XLATE_ARGS_VERSION)
		printf("xlate %s\n", xlate_version());
	else if (rc < 0)
		fprintf(stderr, "xlate: %s\n%s", err, xlate_usage());
	if (rc)
		return finish(o, rc < 0 ? 2 : 0);
	xlate_options_set_diagnostics_stream(o, stderr);
	xlate_options_set_output_file(o, outpath);
	XlateResult *r = xlate_translate_file(o, in);
	XlateStatus st = xlate_result_status(r);
	if (st == XLATE_READ_ERROR || st == XLATE_WRITE_ERROR || st == XLATE_NO_MEMORY)
		fprintf(stderr, "xlate: %s\n", st == XLATE_NO_MEMORY ? "out of memory" : xlate_result_message(r));
	xlate_result_free(r);
	return finish(o, st == XLATE_OK ? 0 : 1);
}
