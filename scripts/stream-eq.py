#!/usr/bin/env python3
"""stream-eq.py XLATE [DIR...] - streamed output must equal whole-module
output (--no-stream) on every test input: the same standard output, the
same diagnostics and the same exit status.

Inputs: every .mlir and .ll file of tests/ and corpus/ (the lit inputs,
their Inputs/, the corpus), the fuzz regression corpus tests/fuzz/regress
(pipeline inputs without their two option bytes; roundtrip inputs tried
as both MLIR and LLVM IR), the .mlir and .ll files under each DIR, and,
when clang-14, clang-19 or clang-22 is there, the import round trip's
inputs: every C program of corpus/ compiled by each at -O0 and -O2.

Modes, each for --llvm-version=14, 19 and 22:
  MLIR:    plain re-print, --to-llvm (also written with -o to a file, which
           keeps the streamed functions on disk), --to-llvm-dialect,
           --to-llvm --emit-c-wrappers, --to-llvm-dialect
           --use-bare-ptr-memref-call-conv --index-bitwidth=32
  LLVM IR: --import-llvm, and the MLIR it prints (22) through --to-llvm
Prints each difference, then "stream-eq: N inputs, R runs compared, D
differ"; exits 1 if any differ."""
import concurrent.futures, os, shutil, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
xlate = os.path.abspath(sys.argv[1])
extra = sys.argv[2:]
VERSIONS = ('14', '19', '22')
MLIR_MODES = ([], ['--to-llvm'], ['--to-llvm-dialect'], ['--to-llvm', '--emit-c-wrappers'],
              ['--to-llvm-dialect', '--use-bare-ptr-memref-call-conv', '--index-bitwidth=32'])


def walk(d, exts):
    for r, ds, fs in os.walk(d):
        ds[:] = sorted(x for x in ds if x != 'Output' and not (r == os.path.join(root, 'tests', 'fuzz') and x == 'regress'))
        for f in sorted(fs):
            if f.endswith(exts):
                yield os.path.join(r, f)


def run(args, data=None):
    p = subprocess.run([xlate] + args, input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    return p.returncode, p.stdout, p.stderr


def compare(name, args, path, tmp):
    """Runs args on path streamed and --no-stream; a message if they differ."""
    s = run(args + [path])
    w = run(args + ['--no-stream', path])
    msgs = []
    if s != w:
        what = [k for k, a, b in zip(('exit status', 'output', 'diagnostics'), s, w) if a != b]
        msgs.append('stream != --no-stream (%s): xlate %s %s' % (', '.join(what), ' '.join(args), name))
    if '--to-llvm' in args:
        fd, out = tempfile.mkstemp(suffix='.ll', dir=tmp)
        os.close(fd)
        os.unlink(out)
        rc, _, err = run(args + [path, '-o', out])
        text = open(out, 'rb').read() if os.path.exists(out) else b''
        if os.path.exists(out):
            os.unlink(out)
        if (rc, text if rc == 0 else b'', err) != (w[0], w[1] if w[0] == 0 else b'', w[2]):
            msgs.append('stream -o FILE != --no-stream: xlate %s %s' % (' '.join(args), name))
    return msgs, s


def main():
    tmp = tempfile.mkdtemp(prefix='stream-eq.')
    try:
        mlir, ll = [], []
        for d in [os.path.join(root, 'tests'), os.path.join(root, 'corpus')] + extra:
            mlir += walk(d, '.mlir')
            ll += walk(d, '.ll')
        reg = os.path.join(root, 'tests', 'fuzz', 'regress')
        for t in ('mlir', 'pipeline', 'import', 'roundtrip'):
            d = os.path.join(reg, t)
            for f in sorted(os.listdir(d)) if os.path.isdir(d) else []:
                p = os.path.join(d, f)
                if t == 'pipeline':   # the options and the version bytes first
                    q = os.path.join(tmp, 'pipeline-' + f + '.mlir')
                    open(q, 'wb').write(open(p, 'rb').read()[2:])
                    p = q
                if t in ('mlir', 'pipeline', 'roundtrip'):
                    mlir.append(p)
                if t in ('import', 'roundtrip'):
                    ll.append(p)
        cs = list(walk(os.path.join(root, 'corpus'), '.c'))
        jobs = []
        for cc in ('clang-14', 'clang-19', 'clang-22'):
            if not shutil.which(cc):
                continue
            for c in cs:
                for o in ('-O0', '-O2'):
                    out = os.path.join(tmp, '%s-%s-%s.ll' % (os.path.basename(c)[:-2], cc, o[1:]))
                    jobs.append(([cc, o, '-S', '-emit-llvm', '-w', '-o', out, c], out))
        with concurrent.futures.ThreadPoolExecutor(2) as ex:
            for (cmd, out), p in zip(jobs, ex.map(lambda j: subprocess.run(j[0], capture_output=True), jobs)):
                if p.returncode == 0:
                    ll.append(out)
        inputs = len(mlir) + len(ll)

        def rel(p):
            return os.path.relpath(p, root) if p.startswith(root) else os.path.basename(p)

        tasks = [(rel(f), ['--llvm-version=' + v] + m, f) for f in mlir for v in VERSIONS for m in MLIR_MODES]
        tasks += [(rel(f), ['--llvm-version=' + v, '--import-llvm'], f) for f in ll for v in VERSIONS]
        runs = bad = 0
        with concurrent.futures.ThreadPoolExecutor(2) as ex:
            results = list(ex.map(lambda t: compare(t[0], t[1], t[2], tmp), tasks))
            # the imports (22) read back: the round trip's second half
            back = []
            for (name, args, f), (msgs, s) in zip(tasks, results):
                if args == ['--llvm-version=22', '--import-llvm'] and s[0] == 0:
                    q = os.path.join(tmp, 'back-%d.mlir' % len(back))
                    open(q, 'wb').write(s[1])
                    back += [(name + ' (imported)', ['--llvm-version=' + v, '--to-llvm'], q) for v in VERSIONS]
            results += list(ex.map(lambda t: compare(t[0], t[1], t[2], tmp), back))
        for msgs, _ in results:
            runs += 1
            for m in msgs:
                print(m)
                bad += 1
        print('stream-eq: %d inputs, %d runs compared, %d differ' % (inputs, runs, bad))
        return 1 if bad else 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


sys.exit(main())
