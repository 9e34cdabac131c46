#!/usr/bin/env python3
"""gen-intrinsic-attrs.py - writes src/llvmir/intrinsic_attrs.h: the
attributes LLVM 14, 19 and 22 give the declaration of each intrinsic of
src/llvmir/intrinsics.h (Intrinsic::getAttributes), as their llvm-dis
prints them.

    scripts/gen-intrinsic-attrs.py [-o FILE]    (default: src/llvmir/intrinsic_attrs.h)

Needs llvm-as-N and llvm-dis-N (N = 14, 19, 22); the build does not: the
output is checked in.  How: a module declaring each intrinsic (a valid
LLVM 22 signature from SIGS below; the same one for 19 and, with typed
pointers, 14, but for the rows whose arguments changed after 19) goes
through `llvm-as-N --disable-verify | llvm-dis-N`, whose AutoUpgrade
gives every intrinsic declaration LLVM's own attributes.  A row with two
signatures checks that its attributes do not depend on the overload
types; a return range(iN lo, hi) that does (scmp, ucmp) is written with
the width left out ("range(-1, 2)") for the printer to spell at the
result's width.  A row with no attributes at a release (an intrinsic the
release does not have) has no line for it.
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

GENS = (14, 19, 22)

# One or more valid LLVM 22 declarations per row: "RET @name(PARAMS)".
F1 = ["float @llvm.{n}.f32(float)", "<8 x float> @llvm.{n}.v8f32(<8 x float>)"]
F2 = ["float @llvm.{n}.f32(float, float)", "<8 x float> @llvm.{n}.v8f32(<8 x float>, <8 x float>)"]
F3 = ["float @llvm.{n}.f32(float, float, float)", "<8 x double> @llvm.{n}.v8f64(<8 x double>, <8 x double>, <8 x double>)"]
I1 = ["i32 @llvm.{n}.i32(i32)", "<8 x i64> @llvm.{n}.v8i64(<8 x i64>)"]
I2 = ["i32 @llvm.{n}.i32(i32, i32)", "<8 x i16> @llvm.{n}.v8i16(<8 x i16>, <8 x i16>)"]
I3 = ["i32 @llvm.{n}.i32(i32, i32, i32)", "<8 x i64> @llvm.{n}.v8i64(<8 x i64>, <8 x i64>, <8 x i64>)"]
OVF = ["{ i32, i1 } @llvm.{n}.i32(i32, i32)", "{ <8 x i64>, <8 x i1> } @llvm.{n}.v8i64(<8 x i64>, <8 x i64>)"]
CB2 = ["float @llvm.{n}.f32(float, float, metadata, metadata)",
       "<4 x double> @llvm.{n}.v4f64(<4 x double>, <4 x double>, metadata, metadata)"]
CB3 = ["float @llvm.{n}.f32(float, float, float, metadata, metadata)"]
CVT = ["float @llvm.{n}.f32.i32(i32, metadata, metadata)"]
RI = ["i32 @llvm.{n}.v8i32(<8 x i32>)", "i64 @llvm.{n}.v4i64(<4 x i64>)"]
RF = ["float @llvm.{n}.v8f32(<8 x float>)", "double @llvm.{n}.v4f64(<4 x double>)"]
RFA = ["float @llvm.{n}.v8f32(float, <8 x float>)", "double @llvm.{n}.v4f64(double, <4 x double>)"]
VPI2 = ["<8 x i32> @llvm.{n}.v8i32(<8 x i32>, <8 x i32>, <8 x i1>, i32)",
        "<4 x i64> @llvm.{n}.v4i64(<4 x i64>, <4 x i64>, <4 x i1>, i32)"]
VPF2 = ["<8 x float> @llvm.{n}.v8f32(<8 x float>, <8 x float>, <8 x i1>, i32)",
        "<4 x double> @llvm.{n}.v4f64(<4 x double>, <4 x double>, <4 x i1>, i32)"]
VPF3 = ["<8 x float> @llvm.{n}.v8f32(<8 x float>, <8 x float>, <8 x float>, <8 x i1>, i32)"]
VPRI = ["i32 @llvm.{n}.v8i32(i32, <8 x i32>, <8 x i1>, i32)", "i64 @llvm.{n}.v4i64(i64, <4 x i64>, <4 x i1>, i32)"]
VPRF = ["float @llvm.{n}.v8f32(float, <8 x float>, <8 x i1>, i32)"]
VPSEL = ["<8 x i32> @llvm.{n}.v8i32(<8 x i1>, <8 x i32>, <8 x i32>, i32)",
         "<4 x float> @llvm.{n}.v4f32(<4 x i1>, <4 x float>, <4 x float>, i32)"]


def vpcast(r, rm, a, am):
    return ["<8 x %s> @llvm.{n}.v8%s.v8%s(<8 x %s>, <8 x i1>, i32)" % (r, rm, am, a)]


SIGS = {
    "abs": ["i32 @llvm.abs.i32(i32, i1)", "<8 x i16> @llvm.abs.v8i16(<8 x i16>, i1)"],
    "annotation": ["i32 @llvm.annotation.i32.p0(i32, ptr, ptr, i32)", "i16 @llvm.annotation.i16.p0(i16, ptr, ptr, i32)"],
    "assume": ["void @llvm.assume(i1)"],
    "coro.align": ["i64 @llvm.coro.align.i64()", "i32 @llvm.coro.align.i32()"],
    "coro.begin": ["ptr @llvm.coro.begin(token, ptr)"],
    "coro.end": ["void @llvm.coro.end(ptr, i1, token)"],
    "coro.free": ["ptr @llvm.coro.free(token, ptr)"],
    "coro.id": ["token @llvm.coro.id(i32, ptr, ptr, ptr)"],
    "coro.promise": ["ptr @llvm.coro.promise(ptr, i32, i1)"],
    "coro.resume": ["void @llvm.coro.resume(ptr)"],
    "coro.save": ["token @llvm.coro.save(ptr)"],
    "coro.size": ["i64 @llvm.coro.size.i64()", "i32 @llvm.coro.size.i32()"],
    "coro.suspend": ["i8 @llvm.coro.suspend(token, i1)"],
    "ctlz": ["i32 @llvm.ctlz.i32(i32, i1)", "<8 x i64> @llvm.ctlz.v8i64(<8 x i64>, i1)"],
    "cttz": ["i32 @llvm.cttz.i32(i32, i1)", "<8 x i64> @llvm.cttz.v8i64(<8 x i64>, i1)"],
    "debugtrap": ["void @llvm.debugtrap()"],
    "eh.typeid.for": ["i32 @llvm.eh.typeid.for.p0(ptr)"],
    "experimental.constrained.fpext": ["double @llvm.experimental.constrained.fpext.f64.f32(float, metadata)"],
    "experimental.constrained.fptrunc": ["float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata)"],
    "experimental.noalias.scope.decl": ["void @llvm.experimental.noalias.scope.decl(metadata)"],
    "experimental.stepvector": ["<4 x i32> @llvm.experimental.stepvector.v4i32()"],
    "experimental.vp.strided.load": ["<8 x i32> @llvm.experimental.vp.strided.load.v8i32.p0.i32(ptr, i32, <8 x i1>, i32)"],
    "experimental.vp.strided.store": ["void @llvm.experimental.vp.strided.store.v8i32.p0.i32(<8 x i32>, ptr, i32, <8 x i1>, i32)"],
    "fptosi.sat": ["i32 @llvm.fptosi.sat.i32.f32(float)", "<4 x i64> @llvm.fptosi.sat.v4i64.v4f64(<4 x double>)"],
    "fptoui.sat": ["i32 @llvm.fptoui.sat.i32.f32(float)", "<4 x i64> @llvm.fptoui.sat.v4i64.v4f64(<4 x double>)"],
    "get.active.lane.mask": ["<7 x i1> @llvm.get.active.lane.mask.v7i1.i64(i64, i64)"],
    "invariant.end": ["void @llvm.invariant.end.p0(ptr, i64, ptr)"],
    "invariant.start": ["ptr @llvm.invariant.start.p0(i64, ptr)"],
    "is.constant": ["i1 @llvm.is.constant.i32(i32)", "i1 @llvm.is.constant.p0(ptr)"],
    "is.fpclass": ["i1 @llvm.is.fpclass.f32(float, i32)", "<4 x i1> @llvm.is.fpclass.v4f64(<4 x double>, i32)"],
    "ldexp": ["float @llvm.ldexp.f32.i32(float, i32)", "<8 x double> @llvm.ldexp.v8f64.v8i32(<8 x double>, <8 x i32>)"],
    "lifetime.end": ["void @llvm.lifetime.end.p0(ptr)"],
    "lifetime.start": ["void @llvm.lifetime.start.p0(ptr)"],
    "llrint": ["i64 @llvm.llrint.i64.f32(float)", "i64 @llvm.llrint.i64.f64(double)"],
    "llround": ["i64 @llvm.llround.i64.f32(float)", "i64 @llvm.llround.i64.f64(double)"],
    "lrint": ["i32 @llvm.lrint.i32.f32(float)", "i64 @llvm.lrint.i64.f64(double)"],
    "lround": ["i32 @llvm.lround.i32.f32(float)", "i64 @llvm.lround.i64.f64(double)"],
    "masked.compressstore": ["void @llvm.masked.compressstore.v7f32(<7 x float>, ptr, <7 x i1>)"],
    "masked.expandload": ["<7 x float> @llvm.masked.expandload.v7f32(ptr, <7 x i1>, <7 x float>)"],
    "masked.gather": ["<7 x float> @llvm.masked.gather.v7f32.v7p0(<7 x ptr>, <7 x i1>, <7 x float>)"],
    "masked.load": ["<7 x float> @llvm.masked.load.v7f32.p0(ptr, <7 x i1>, <7 x float>)"],
    "masked.scatter": ["void @llvm.masked.scatter.v7f32.v7p0(<7 x float>, <7 x ptr>, <7 x i1>)"],
    "masked.store": ["void @llvm.masked.store.v7f32.p0(<7 x float>, ptr, <7 x i1>)"],
    "matrix.column.major.load": ["<48 x float> @llvm.matrix.column.major.load.v48f32.i64(ptr, i64, i1, i32, i32)"],
    "matrix.column.major.store": ["void @llvm.matrix.column.major.store.v48f32.i64(<48 x float>, ptr, i64, i1, i32, i32)"],
    "memcpy": ["void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)", "void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)"],
    "memcpy.inline": ["void @llvm.memcpy.inline.p0.p0.i64(ptr, ptr, i64, i1)"],
    "memmove": ["void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)"],
    "memset": ["void @llvm.memset.p0.i64(ptr, i8, i64, i1)", "void @llvm.memset.p0.i32(ptr, i8, i32, i1)"],
    "memset.inline": ["void @llvm.memset.inline.p0.i64(ptr, i8, i64, i1)"],
    "powi": ["float @llvm.powi.f32.i32(float, i32)", "<4 x double> @llvm.powi.v4f64.i16(<4 x double>, i16)"],
    "prefetch": ["void @llvm.prefetch.p0(ptr, i32, i32, i32)"],
    "ptr.annotation": ["ptr @llvm.ptr.annotation.p0.p0(ptr, ptr, ptr, i32, ptr)"],
    "ptrmask": ["ptr @llvm.ptrmask.p0.i64(ptr, i64)", "<8 x ptr> @llvm.ptrmask.v8p0.v8i64(<8 x ptr>, <8 x i64>)"],
    "scmp": ["i32 @llvm.scmp.i32.i32(i32, i32)", "i2 @llvm.scmp.i2.i32(i32, i32)", "i8 @llvm.scmp.i8.i64(i64, i64)",
             "<4 x i32> @llvm.scmp.v4i32.v4i32(<4 x i32>, <4 x i32>)"],
    "ucmp": ["i32 @llvm.ucmp.i32.i32(i32, i32)", "i2 @llvm.ucmp.i2.i32(i32, i32)", "i8 @llvm.ucmp.i8.i64(i64, i64)",
             "<4 x i32> @llvm.ucmp.v4i32.v4i32(<4 x i32>, <4 x i32>)"],
    "ssa.copy": ["float @llvm.ssa.copy.f32(float)", "i32 @llvm.ssa.copy.i32(i32)"],
    "stackrestore": ["void @llvm.stackrestore.p0(ptr)"],
    "stacksave": ["ptr @llvm.stacksave.p0()"],
    "threadlocal.address": ["ptr @llvm.threadlocal.address.p0(ptr)"],
    "trap": ["void @llvm.trap()"],
    "ubsantrap": ["void @llvm.ubsantrap(i8)"],
    "va_copy": ["void @llvm.va_copy.p0(ptr, ptr)"],
    "va_end": ["void @llvm.va_end.p0(ptr)"],
    "va_start": ["void @llvm.va_start.p0(ptr)"],
    "var.annotation": ["void @llvm.var.annotation.p0.p0(ptr, ptr, ptr, i32, ptr)"],
    "vector.deinterleave2": ["{ <2 x double>, <2 x double> } @llvm.vector.deinterleave2.v4f64(<4 x double>)"],
    "vector.extract": ["<2 x i32> @llvm.vector.extract.v2i32.v8i32(<8 x i32>, i64)"],
    "vector.insert": ["<8 x i32> @llvm.vector.insert.v8i32.v4i32(<8 x i32>, <4 x i32>, i64)"],
    "vector.interleave2": ["<8 x i32> @llvm.vector.interleave2.v8i32(<4 x i32>, <4 x i32>)"],
    "vp.fneg": ["<8 x float> @llvm.vp.fneg.v8f32(<8 x float>, <8 x i1>, i32)"],
    "vp.fpext": vpcast("double", "f64", "float", "f32"),
    "vp.fptosi": vpcast("i64", "i64", "double", "f64"),
    "vp.fptoui": vpcast("i64", "i64", "double", "f64"),
    "vp.fptrunc": vpcast("float", "f32", "double", "f64"),
    "vp.inttoptr": vpcast("ptr", "p0", "i64", "i64"),
    "vp.ptrtoint": vpcast("i64", "i64", "ptr", "p0"),
    "vp.sext": vpcast("i64", "i64", "i32", "i32"),
    "vp.zext": vpcast("i64", "i64", "i32", "i32"),
    "vp.trunc": vpcast("i32", "i32", "i64", "i64"),
    "vp.sitofp": vpcast("float", "f32", "i32", "i32"),
    "vp.uitofp": vpcast("float", "f32", "i32", "i32"),
    "vp.load": ["<8 x i32> @llvm.vp.load.v8i32.p0(ptr, <8 x i1>, i32)"],
    "vp.store": ["void @llvm.vp.store.v8i32.p0(<8 x i32>, ptr, <8 x i1>, i32)"],
    "vscale": ["i64 @llvm.vscale.i64()", "i32 @llvm.vscale.i32()"],
    "expect.with.probability": ["i16 @llvm.expect.with.probability.i16(i16, i16, double)",
                                "i64 @llvm.expect.with.probability.i64(i64, i64, double)"],
    "frexp": ["{ float, i32 } @llvm.frexp.f32.i32(float)",
              "{ <8 x float>, <8 x i32> } @llvm.frexp.v8f32.v8i32(<8 x float>)"],
    "launder.invariant.group": ["ptr @llvm.launder.invariant.group.p0(ptr)"],
    "strip.invariant.group": ["ptr @llvm.strip.invariant.group.p0(ptr)"],
    "matrix.multiply": ["<12 x float> @llvm.matrix.multiply.v12f32.v64f32.v48f32(<64 x float>, <48 x float>, i32, i32, i32)"],
    "matrix.transpose": ["<48 x float> @llvm.matrix.transpose.v48f32(<48 x float>, i32, i32)"],
    "sincos": ["{ float, float } @llvm.sincos.f32(float)",
               "{ <8 x float>, <8 x float> } @llvm.sincos.v8f32(<8 x float>)"],
    "stepvector": ["<4 x i32> @llvm.stepvector.v4i32()", "<vscale x 8 x i64> @llvm.stepvector.nxv8i64()"],
}
for group, names in (
        (F1, "ceil cos exp exp2 fabs floor log log10 log2 nearbyint rint round roundeven sin sqrt trunc"
             " acos asin atan cosh sinh tanh tan exp10"),
        (F2, "copysign maximum maxnum minimum minnum pow atan2"),
        (F3, "fma fmuladd"),
        (I1, "bitreverse bswap ctpop"),
        (I2, "expect sadd.sat smax smin sshl.sat ssub.sat uadd.sat umax umin ushl.sat usub.sat"),
        (I3, "fshl fshr"),
        (OVF, "sadd.with.overflow smul.with.overflow ssub.with.overflow uadd.with.overflow umul.with.overflow"
              " usub.with.overflow"),
        (CB2, "experimental.constrained.fadd experimental.constrained.fdiv experimental.constrained.fmul"
              " experimental.constrained.frem experimental.constrained.fsub"),
        (CB3, "experimental.constrained.fma experimental.constrained.fmuladd"),
        (CVT, "experimental.constrained.sitofp experimental.constrained.uitofp"),
        (RI, "vector.reduce.add vector.reduce.and vector.reduce.mul vector.reduce.or vector.reduce.smax"
             " vector.reduce.smin vector.reduce.umax vector.reduce.umin vector.reduce.xor"),
        (RF, "vector.reduce.fmax vector.reduce.fmaximum vector.reduce.fmin vector.reduce.fminimum"),
        (RFA, "vector.reduce.fadd vector.reduce.fmul"),
        (VPI2, "vp.add vp.and vp.ashr vp.lshr vp.mul vp.or vp.sdiv vp.shl vp.srem vp.sub vp.udiv vp.urem vp.xor"
               " vp.smax vp.smin vp.umax vp.umin"),
        (VPF2, "vp.fadd vp.fdiv vp.fmul vp.frem vp.fsub"),
        (VPF3, "vp.fma vp.fmuladd"),
        (VPRI, "vp.reduce.add vp.reduce.and vp.reduce.mul vp.reduce.or vp.reduce.smax vp.reduce.smin"
               " vp.reduce.umax vp.reduce.umin vp.reduce.xor"),
        (VPRF, "vp.reduce.fadd vp.reduce.fmax vp.reduce.fmin vp.reduce.fmul"),
        (VPSEL, "vp.merge vp.select")):
    for n in names.split():
        SIGS[n] = [s.replace("{n}", n) for s in group]

for n in SIGS:
    SIGS[n] = [s.replace("{n}", n) for s in SIGS[n]]

# Rows whose LLVM arguments before 22 were others (intrinsics.c's later[]):
# the declaration as xlate prints it for 14 and 19.
OLD = {
    "lifetime.end": ["void @llvm.lifetime.end.p0(i64, ptr)"],
    "lifetime.start": ["void @llvm.lifetime.start.p0(i64, ptr)"],
    "masked.gather": ["<7 x float> @llvm.masked.gather.v7f32.v7p0(<7 x ptr>, i32, <7 x i1>, <7 x float>)"],
    "masked.load": ["<7 x float> @llvm.masked.load.v7f32.p0(ptr, i32, <7 x i1>, <7 x float>)"],
    "masked.scatter": ["void @llvm.masked.scatter.v7f32.v7p0(<7 x float>, <7 x ptr>, i32, <7 x i1>)"],
    "masked.store": ["void @llvm.masked.store.v7f32.p0(<7 x float>, ptr, i32, <7 x i1>)"],
    "coro.end": ["i1 @llvm.coro.end(ptr, i1, token)"],
}

# The names xlate prints for 14 where LLVM 14 has no overload.
OLD14 = {
    "va_copy": ["void @llvm.va_copy(ptr, ptr)"],
    "va_end": ["void @llvm.va_end(ptr)"],
    "va_start": ["void @llvm.va_start(ptr)"],
}


def rows():
    text = open(os.path.join(ROOT, "src/llvmir/intrinsics.h")).read()
    return re.findall(r'X\("([^"]+)", (?:NULL|"[^"]*"), (?:NULL|"[^"]*"), (?:NULL|"[^"]*"), [A-Z|0-9]+\)', text)


def row_of(names, full):
    """The row whose name is the longest prefix of full, as intrinsic_of_call."""
    best = None
    for n in names:
        if (full == n or full.startswith(n + ".")) and (best is None or len(n) > len(best)):
            best = n
    return best


def typed(sig):
    """LLVM 14's spelling: typed pointers."""
    m = re.match(r"(.*?)( @[^(]*)(\(.*)$", sig)
    if not m:   # a type alone
        return re.sub(r"\bptr\b", "i8*", sig)
    return "".join(re.sub(r"\bptr\b", "i8*", x) if i != 1 else x for i, x in enumerate(m.groups()))


def split_top(s):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "<{(":
            depth += 1
        elif ch in ">})":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def param_attrs(p):
    """The attributes of a parameter "TYPE attrs"."""
    m = re.match(r"(<[^>]*>|\{[^}]*\}|[A-Za-z0-9_]+)( addrspace\(\d+\))?\**\s*(.*)$", p)
    return m.group(3).strip()


def run(gen, decls):
    src = "".join("declare %s\n" % d for d in decls)
    a = subprocess.run(["llvm-as-%d" % gen, "--disable-verify", "-", "-o", "-"], input=src.encode(),
                       capture_output=True)
    if a.returncode:
        sys.exit("llvm-as-%d: %s" % (gen, a.stderr.decode()))
    d = subprocess.run(["llvm-dis-%d" % gen, "-", "-o", "-"], input=a.stdout, capture_output=True, check=True)
    return d.stdout.decode()


def parse(out):
    groups = dict(re.findall(r"^attributes #(\d+) = \{ (.*) \}$", out, re.M))
    res = {}
    for m in re.finditer(r"^declare (.*?)@llvm\.([A-Za-z0-9_.]+)\((.*)\)( #(\d+))?$", out, re.M):
        res[m.group(2)] = (m.group(1).strip(), split_top(m.group(3)), groups.get(m.group(5), ""))
    return res


def wrap(v, w):
    """v as a w-bit signed value."""
    return (v + (1 << (w - 1))) % (1 << w) - (1 << (w - 1))


def ret_attrs(head, rty):
    """What precedes the return type rty in "ATTRS RTY", a range(iN lo, hi)
    spelt range(lo, hi) (lo and hi as the widest signature gives them)."""
    if not head.endswith(rty):   # AutoUpgrade changed the type (14)
        return "", ""
    a = head[: len(head) - len(rty)].strip()
    return a, re.sub(r"range\(i\d+ (-?\d+), (-?\d+)\)", r"range(\1, \2)", a)


def same(a, b):
    """Two (fn, ret, params, decl) found for one row agree, a range
    wrapped at the width of each."""
    if a[0] != b[0] or a[2] != b[2]:
        return False
    ra, rb = a[4], b[4]
    m = re.search(r"range\(i(\d+) (-?\d+), (-?\d+)\)", rb)
    if m:
        w = int(m.group(1))
        la = re.search(r"range\(i\d+ (-?\d+), (-?\d+)\)", ra)
        return la and (wrap(int(la.group(1)), w), wrap(int(la.group(2)), w)) == (int(m.group(2)), int(m.group(3)))
    return ra == rb


def main():
    outp = os.path.join(ROOT, "src/llvmir/intrinsic_attrs.h")
    if len(sys.argv) == 3 and sys.argv[1] == "-o":
        outp = sys.argv[2]
    names = rows()
    missing = [n for n in names if n not in SIGS]
    if missing:
        sys.exit("no signature for: " + " ".join(missing))
    lines, counts, notes = [], {}, []
    for gen in GENS:
        todo = []
        for n in names:
            sigs = SIGS[n] if gen == 22 or n not in OLD else OLD[n]
            sigs = OLD14[n] if gen == 14 and n in OLD14 else sigs
            for s in sigs:
                todo.append((n, typed(s) if gen == 14 else s))
        # one module per signature index so that names do not collide
        found = {}
        for k in range(max(len(SIGS[n]) for n in names)):
            decls = [s for i, (n, s) in enumerate(todo) if sum(1 for m, _ in todo[:i] if m == n) == k]
            if not decls:
                continue
            got = parse(run(gen, decls))
            for d in decls:
                n = next(n for n, s in todo if s == d)
                name = re.search(r"@llvm\.([A-Za-z0-9_.]+)\(", d).group(1)
                rty = d.split(" @")[0]
                # a declaration AutoUpgrade renamed (14's remangling) is
                # found by its row's name
                hit = got.get(name) or next((v for key, v in got.items() if row_of(names, key) == n), None)
                if not hit:
                    continue
                head, params, fn = hit
                raw, ra = ret_attrs(head, typed(rty) if gen == 14 else rty)
                pa = [param_attrs(p) for p in params]
                found.setdefault(n, []).append((fn, ra, pa, d, raw))
        counts[gen] = 0
        for n in names:
            vs = found.get(n)
            if not vs:
                continue
            fn, ra, pa, d, _ = vs[0]
            for v in vs[1:]:
                if not same(vs[0], v):
                    notes.append("%d %s: %s / %s differ" % (gen, n, d, v[3]))
            if not fn and not ra and not any(pa):
                continue
            counts[gen] += 1
            lines.append((n, gen, fn, ra, "|".join(pa) if any(pa) else ""))
    if notes:
        sys.exit("attributes depend on the overload types:\n" + "\n".join(notes))
    lines.sort(key=lambda r: (r[0].encode(), r[1]))
    with open(outp, "w") as f:
        f.write("/* intrinsic_attrs.h - the attributes LLVM gives an intrinsic's\n"
                " * declaration (Intrinsic::getAttributes), per release, as llvm-dis\n"
                " * prints them:\n"
                " *\n"
                " *   X(name, gen, fn, ret, params)\n"
                " *\n"
                " * name    the row of intrinsics.h; gen  14, 19 or 22;\n"
                " * fn      the function attributes (an attribute group);\n"
                " * ret     the return attributes; range(lo, hi) is spelt at the\n"
                " *         result's width (range(i2 -1, -2));\n"
                " * params  each LLVM argument's attributes, by position, '|' between.\n"
                " *\n"
                " * GENERATED by scripts/gen-intrinsic-attrs.py from llvm-as/llvm-dis\n"
                " * %s (%s rows with data): do not edit. Sorted by\n"
                " * name (strcmp), then gen; a row without a line for a release has no\n"
                " * attributes there. */\n" % (
                    ", ".join(str(g) for g in GENS), ", ".join("%d: %d" % (g, counts[g]) for g in GENS)))
        f.write("#define XINTRINSIC_ATTRS(X) \\\n")
        f.write(" \\\n".join('\tX("%s", %d, "%s", "%s", "%s")' % r for r in lines))
        f.write("\n")
    print(" ".join("%d: %d rows" % (g, counts[g]) for g in GENS), "of", len(names), file=sys.stderr)


if __name__ == "__main__":
    main()
