#!/usr/bin/env python3
"""upstream-expect.py - counts, per upstream lit file run with
--verify-diagnostics, the expected-error/-warning/-note/-remark annotations
that the real tool meets and that xlate meets in its place.  Called by
scripts/upstream-lit.sh after its lit runs:

    upstream-expect.py W        (W: build/upstream-lit, with bin/real, bin/xlate, src)

Every *.mlir/*.ll under W/src with a RUN line that passes -verify-diagnostics
is taken.  The first such RUN command (up to its first '|', without 'not')
is run once per chunk (the text between '// -----' lines when it splits its
input, else the whole file), each chunk in a file of its own, by each
side's tools (W/bin/real, W/bin/xlate: the same wrappers lit uses).  An
annotation counts as met unless the tool reports it ("expected error "..."
was not produced", or an invalid regex at its place); every annotation of a
chunk whose run crashed or timed out counts as not met.  The tools' other
complaints ("unexpected error: ...", a diagnostic of the wrong kind) are
counted apart.  Prints one row a file and the total; the same rows go to
W/expect.txt."""
import os
import re
import shlex
import subprocess
import sys
import tempfile

ANN = re.compile(r'expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{.*\}\}')
SPLIT = re.compile(r'^\s*// -----')


def run_line(text):
    """The first RUN command with -verify-diagnostics, continuations joined."""
    cmds, cur = [], None
    for line in text.splitlines():
        m = re.search(r'RUN:(.*)$', line)
        if not m:
            continue
        part = m.group(1).rstrip()
        cont = part.endswith('\\')
        part = part[:-1] if cont else part
        cur = part if cur is None else cur + ' ' + part
        if not cont:
            cmds.append(cur)
            cur = None
    for c in cmds:
        if 'verify-diagnostics' in c:
            return c
    return None


def chunks(text, split):
    if not split:
        return [text]
    out, cur = [], []
    for line in text.split('\n'):
        if SPLIT.match(line):
            out.append('\n'.join(cur) + '\n')
            cur = []
        else:
            cur.append(line)
    out.append('\n'.join(cur))
    return out


def count(chunk):
    return sum(1 for line in chunk.split('\n') if ANN.search(line))


def run(side_bin, argv, chunk, ext):
    """(unmet, other complaints, crashed) of one chunk's run."""
    with tempfile.NamedTemporaryFile('w', suffix=ext, delete=False) as f:
        f.write(chunk)
        path = f.name
    args = [path if a == '%s' else a for a in argv]
    env = dict(os.environ, PATH=side_bin + os.pathsep + os.environ.get('PATH', ''))
    try:
        p = subprocess.run(args, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, timeout=120)
        err, rc = p.stderr.decode('utf-8', 'replace'), p.returncode
    except subprocess.TimeoutExpired:
        err, rc = '', 124
    finally:
        os.unlink(path)
    unmet = len(re.findall(r'error: expected (error|warning|note|remark) ".*" was not produced', err))
    unmet += len(re.findall(r'error: invalid regex', err))
    other = len(re.findall(r'error: (unexpected (error|warning|note|remark)|\'\w+\' diagnostic emitted when expecting)', err))
    crashed = rc < 0 or rc >= 124
    return unmet, other, crashed


def main():
    w = sys.argv[1]
    src = os.path.join(w, 'src')
    files = []
    for root, _, names in os.walk(src, followlinks=True):
        for n in names:
            if n.endswith(('.mlir', '.ll')):
                files.append(os.path.join(root, n))
    rows = []
    for path in sorted(files):
        text = open(path, encoding='utf-8', errors='replace').read()
        cmd = run_line(text)
        if not cmd or not ANN.search(text):
            continue
        cmd = cmd.split('|')[0].split()
        if cmd and cmd[0] == 'not':
            cmd = cmd[1:]
        argv = shlex.split(' '.join(cmd))
        split = any(a.lstrip('-') == 'split-input-file' for a in argv)
        argv = [a for a in argv if a.lstrip('-') != 'split-input-file']
        total, met, other = 0, {'real': 0, 'xlate': 0}, {'real': 0, 'xlate': 0}
        for ch in chunks(text, split):
            n = count(ch)
            total += n
            if not n and not split:
                continue
            for side in ('real', 'xlate'):
                unmet, oth, crashed = run(os.path.join(w, 'bin', side), argv, ch, os.path.splitext(path)[1])
                met[side] += 0 if crashed else max(n - unmet, 0)
                other[side] += oth
        rel = os.path.relpath(path, os.path.join(src, 'mlir', 'test'))
        rows.append((rel, total, met['real'], met['xlate'], other['real'], other['xlate']))
    lines = ['%-58s %6s %6s %6s %8s %8s' % ('file', 'expect', 'real', 'xlate', 'real-unx', 'xlate-unx')]
    for r in rows:
        lines.append('%-58s %6d %6d %6d %8d %8d' % r)
    tot = [sum(r[i] for r in rows) for i in range(1, 6)]
    lines.append('%-58s %6d %6d %6d %8d %8d' % tuple(['total'] + tot))
    out = '\n'.join(lines) + '\n'
    open(os.path.join(w, 'expect.txt'), 'w').write(out)
    sys.stdout.write(out)


if __name__ == '__main__':
    main()
