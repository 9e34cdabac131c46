#!/usr/bin/env python3
"""gen-intrinsic-table.py - writes src/llvmir/intrinsic_table.h: every
intrinsic LLVM 19 and 22 know (16123 at 22), with its type signature as
LLVM's own table describes it (Intrinsic::getIntrinsicInfoTableEntries,
the IIT descriptors that Intrinsic::matchIntrinsicSignature matches a
call against) and, for those that are not rows of intrinsics.h (whose
attributes intrinsic_attrs.h holds), the attributes LLVM gives their
declaration.

    scripts/gen-intrinsic-table.py [-o FILE]    (default: src/llvmir/intrinsic_table.h)

Needs libLLVM-19.so and libLLVM-22.so (the libraries of the reference
tools llvm-as-N, mlir-translate-N); the build does not: the output is
checked in.  Through ctypes: the names from LLVMLookupIntrinsicID /
LLVMIntrinsicGetName over every intrinsic ID, LLVMIntrinsicIsOverloaded,
the descriptors from the exported Intrinsic::getIntrinsicInfoTableEntries,
the declaration (and its attributes) from LLVMGetIntrinsicDeclaration as
LLVMPrintModuleToString prints it.  Each non-overloaded signature decoded
from the descriptors is checked against LLVMIntrinsicGetType's.

Descriptor tokens (space separated; intrinsic_sig.c reads them):
  v  ...  mmx  tok  md  h  bf  f  d  q  ppcq  amx  svcount   fixed types
  iN  pN (addrspace)  vN T  nxvN T  sN T1..TN (literal struct)
  A<n><k>  overload type n (k: a any, i int, f float, v vector, p pointer)
           or m, the same type as overload n
  E<n> T<n>  overload n with elements twice / half as wide
  H<n>/<d>   overload n with 1/d of its elements
  W<n> T     a vector as long as overload n (or scalar) of T
  X<n>/<r>   overload n: a vector of pointers as long as overload r
  L<n>       the element type of overload n
  S2<n> S4<n> overload n's vector subdivided once / twice
  B<n>       overload n's vector as integers
"""
import ctypes
import importlib.util
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GENS = (19, 22)
sys.dont_write_bytecode = True   # no scripts/__pycache__ from the import below
KINDS = ["v", "...", "mmx", "tok", "md", "h", "bf", "f", "d", "q", "I", "V", "P", "S", "A", "E", "T",
         "H", "W", "X", "L", "S2", "S4", "B", "amx", "ppcq", "svcount"]
AK = {0: "a", 1: "i", 2: "f", 3: "v", 4: "p", 7: "m"}

spec = importlib.util.spec_from_file_location("gia", os.path.join(ROOT, "scripts/gen-intrinsic-attrs.py"))
gia = importlib.util.module_from_spec(spec)
spec.loader.exec_module(gia)


class Lib:
    def __init__(self, gen):
        self.gen = gen
        self.L = L = ctypes.CDLL("libLLVM-%d.so" % gen)
        c = ctypes
        L.LLVMLookupIntrinsicID.restype = c.c_uint
        L.LLVMLookupIntrinsicID.argtypes = [c.c_char_p, c.c_size_t]
        L.LLVMIntrinsicIsOverloaded.argtypes = [c.c_uint]
        L.LLVMIntrinsicGetName.restype = c.c_void_p
        L.LLVMIntrinsicGetName.argtypes = [c.c_uint, c.POINTER(c.c_size_t)]
        L.LLVMIntrinsicGetType.restype = c.c_void_p
        L.LLVMIntrinsicGetType.argtypes = [c.c_void_p, c.c_uint, c.c_void_p, c.c_size_t]
        L.LLVMGetIntrinsicDeclaration.restype = c.c_void_p
        L.LLVMGetIntrinsicDeclaration.argtypes = [c.c_void_p, c.c_uint, c.c_void_p, c.c_size_t]
        L.LLVMPrintTypeToString.restype = c.c_void_p
        L.LLVMPrintTypeToString.argtypes = [c.c_void_p]
        L.LLVMPrintModuleToString.restype = c.c_void_p
        L.LLVMPrintModuleToString.argtypes = [c.c_void_p]
        L.LLVMDisposeMessage.argtypes = [c.c_void_p]
        L.LLVMContextCreate.restype = c.c_void_p
        L.LLVMModuleCreateWithNameInContext.restype = c.c_void_p
        L.LLVMModuleCreateWithNameInContext.argtypes = [c.c_char_p, c.c_void_p]
        L.LLVMDisposeModule.argtypes = [c.c_void_p]
        for f in ("LLVMInt32TypeInContext", "LLVMFloatTypeInContext"):
            getattr(L, f).restype = c.c_void_p
            getattr(L, f).argtypes = [c.c_void_p]
        L.LLVMPointerTypeInContext.restype = c.c_void_p
        L.LLVMPointerTypeInContext.argtypes = [c.c_void_p, c.c_uint]
        L.LLVMVectorType.restype = c.c_void_p
        L.LLVMVectorType.argtypes = [c.c_void_p, c.c_uint]
        self.entries = getattr(L, "_ZN4llvm9Intrinsic28getIntrinsicInfoTableEntriesEjRNS_15SmallVectorImpl"
                                  "INS0_13IITDescriptorEEE")
        self.entries.argtypes = [c.c_uint, c.c_void_p]
        self.buf = (c.c_uint32 * (4 + 3 * 1024))()
        self.ctx = L.LLVMContextCreate()

    def text(self, p):
        s = ctypes.string_at(p).decode()
        self.L.LLVMDisposeMessage(p)
        return s

    def ids(self):
        """Every intrinsic ID: the library's own name strings looked up."""
        path = next(ln.split()[-1] for ln in open("/proc/self/maps") if "libLLVM" in ln and
                    re.search(r"libLLVM[-.]\D*%d" % self.gen, ln))
        data = open(path, "rb").read()
        top = 0
        for m in set(re.findall(rb"\x00(llvm\.[A-Za-z0-9_.]+)(?=\x00)", data)):
            top = max(top, self.L.LLVMLookupIntrinsicID(m, len(m)))
        return range(1, top + 1)

    def name(self, i):
        n = ctypes.c_size_t()
        p = self.L.LLVMIntrinsicGetName(i, ctypes.byref(n))
        return ctypes.string_at(p, n.value).decode()

    def iit(self, i):
        b = self.buf
        addr = ctypes.addressof(b)
        ctypes.c_uint64.from_address(addr).value = addr + 16
        b[2], b[3] = 0, 1024
        self.entries(i, addr)
        return [(b[4 + 3 * k], b[5 + 3 * k], b[6 + 3 * k] & 0xff) for k in range(b[2])]

    def overload_types(self, descs):
        """Types that fit each overload slot (vectors where the kind allows,
        so that derived types exist)."""
        L, c = self.L, self.ctx
        slots = {}
        for kind, info, _ in descs:
            k = KINDS[kind]
            if k == "A" and info & 7 != 7:
                slots[info >> 3] = info & 7
            elif k == "X":
                slots[info >> 16] = "X"
        tys = []
        for n in range(len(slots)):
            s = slots.get(n, 0)
            if s == 4:
                t = L.LLVMPointerTypeInContext(c, 0)
            elif s == "X":
                t = L.LLVMVectorType(L.LLVMPointerTypeInContext(c, 0), 4)
            elif s == 2:
                t = L.LLVMVectorType(L.LLVMFloatTypeInContext(c), 4)
            else:
                t = L.LLVMVectorType(L.LLVMInt32TypeInContext(c), 4)
            tys.append(t)
        return tys

    def declaration(self, i, tys):
        arr = (ctypes.c_void_p * max(1, len(tys)))(*tys)
        m = self.L.LLVMModuleCreateWithNameInContext(b"m", self.ctx)
        self.L.LLVMGetIntrinsicDeclaration(m, i, arr, len(tys))
        s = self.text(self.L.LLVMPrintModuleToString(m))
        self.L.LLVMDisposeModule(m)
        return s

    def fn_type(self, i):
        return self.text(self.L.LLVMPrintTypeToString(self.L.LLVMIntrinsicGetType(self.ctx, i, None, 0)))


def encode(gen, descs):
    out = []
    for kind, info, sc in descs:
        k = KINDS[kind]
        if k == "I":
            out.append("i%d" % info)
        elif k == "V":
            out.append("%sv%d" % ("nx" if sc else "", info))
        elif k == "P":
            out.append("p%d" % info)
        elif k == "S":
            out.append("s%d" % info)
        elif k == "A":
            out.append("A%d%s" % (info >> 3, AK[info & 7]))
        elif k == "H":
            out.append("H%d/2" % (info >> 3) if gen < 22 else "H%d/%d" % (info & 0xffff, info >> 16))
        elif k == "X":
            out.append("X%d/%d" % (info >> 16, info & 0xffff))
        elif k in ("E", "T", "W", "L", "S2", "S4", "B"):
            out.append("%s%d" % (k, info >> 3))
        else:
            out.append(k)
    return " ".join(out)


def decode_text(gen, toks):
    """The LLVM type text of a fixed signature (what intrinsic_sig.c builds):
    (ret, [params], vararg)."""
    pos = [0]

    def one():
        t = toks[pos[0]]
        pos[0] += 1
        fixed = {"v": "void", "mmx": "<1 x i64>" if gen >= 22 else "x86_mmx", "tok": "token", "md": "metadata",
                 "h": "half", "bf": "bfloat", "f": "float", "d": "double", "q": "fp128", "ppcq": "ppc_fp128",
                 "amx": "x86_amx", "svcount": 'target("aarch64.svcount")'}
        if t in fixed:
            return fixed[t]
        if t[0] == "i":
            return t
        if t[0] == "p":
            return "ptr" if t == "p0" else "ptr addrspace(%s)" % t[1:]
        if t.startswith("nxv"):
            return "<vscale x %s x %s>" % (t[3:], one())
        if t[0] == "v":
            return "<%s x %s>" % (t[1:], one())
        if t[0] == "s":
            return "{ %s }" % ", ".join(one() for _ in range(int(t[1:])))
        raise ValueError(t)
    ret = one()
    params, va = [], False
    while pos[0] < len(toks):
        if toks[pos[0]] == "...":
            va = True
            pos[0] += 1
            continue
        params.append(one())
    return ret, params, va


def attrs_of(text):
    groups = dict(re.findall(r"^attributes #(\d+) = \{ (.*) \}$", text, re.M))
    m = re.search(r"^declare (.*?)@\"?llvm\.[^(]*\((.*)\)( #(\d+))?$", text, re.M)
    head, params, fn = m.group(1).strip(), gia.split_top(m.group(2)), groups.get(m.group(4), "")
    # the return attributes: what precedes the return type (the last word,
    # or a <...>/{...} group)
    rm = re.match(r"(.*?)\s*(<[^<>]*(<[^<>]*>)?[^<>]*>|\{.*\}|[^ ]+)$", head)
    ret = rm.group(1).strip() if rm else ""
    pa = [re.sub(r'^target\("[^"]*"\)\s*', "", p) if p.startswith("target(") else
          gia.param_attrs(p) if p != "..." else "" for p in params]
    return fn, ret, "|".join(pa) if any(pa) else ""


def main():
    outp = os.path.join(ROOT, "src/llvmir/intrinsic_table.h")
    if len(sys.argv) == 3 and sys.argv[1] == "-o":
        outp = sys.argv[2]
    rows_named = set(gia.rows())
    per = {}   # name -> {gen: (ovl, sig, attrs)}
    counts = {}
    for gen in GENS:
        lib = Lib(gen)
        n = 0
        for i in lib.ids():
            if lib.L.LLVMIntrinsicIsOverloaded(i):
                ovl = 1
            else:
                ovl = 0
            name = lib.name(i)
            assert name.startswith("llvm."), name
            descs = lib.iit(i)
            sig = encode(gen, descs)
            toks = sig.split()
            nover = len({int(re.match(r"[AX](\d+)", t).group(1)) for t in toks if re.match(r"A\d+[aifvp]$|X", t)})
            if bool(nover) != bool(ovl):
                sys.exit("%d %s: overloaded %d but %d overload types" % (gen, name, ovl, nover))
            if not ovl:
                r, ps, va = decode_text(gen, toks)
                want = lib.fn_type(i)
                got = "%s (%s)" % (r, ", ".join(ps + (["..."] if va else [])))
                if got != want:
                    sys.exit("%d %s: decoded %s, LLVM says %s" % (gen, name, got, want))
            attrs = ("", "", "")
            if name[5:] not in rows_named:
                attrs = attrs_of(lib.declaration(i, lib.overload_types(descs) if ovl else []))
            per.setdefault(name[5:], {})[gen] = (ovl, sig, attrs)
            n += 1
        counts[gen] = n
    sets = {("", "", ""): 0}
    lines = []
    for name in sorted(per, key=lambda s: s.encode()):
        d = per[name]
        for gen in GENS:
            if gen not in d:
                continue
            same = [g for g in GENS if g in d and d[g] == d[gen]]
            if same[0] != gen:
                continue
            ovl, sig, attrs = d[gen]
            k = sets.setdefault(attrs, len(sets))
            mask = "|".join("G%d" % g for g in same)
            lines.append('\tX("%s", %s, %d, "%s", %d)' % (name, mask, ovl, sig, k))
    with open(outp, "w") as f:
        f.write("/* intrinsic_table.h - every intrinsic LLVM %s know, for llvm.call_intrinsic:\n"
                " *\n"
                " *   X(name, gens, overloaded, sig, attrs)\n"
                " *\n"
                " * name   without \"llvm.\"; gens  the releases of the row (G19|G22);\n"
                " * sig    LLVM's IIT descriptors of the result then each argument\n"
                " *        (Intrinsic::getIntrinsicInfoTableEntries), as tokens that\n"
                " *        scripts/gen-intrinsic-table.py describes and intrinsic_sig.c reads;\n"
                " * attrs  the row of XINTRINSIC_ATTRSETS that LLVM gives the declaration\n"
                " *        (0: none, or a row of intrinsics.h: intrinsic_attrs.h has it).\n"
                " *\n"
                " * GENERATED by scripts/gen-intrinsic-table.py from libLLVM %s\n"
                " * (%s intrinsics): do not edit. Sorted by name (strcmp). */\n" % (
                    " and ".join(map(str, GENS)), ", ".join(map(str, GENS)),
                    ", ".join("%d: %d" % (g, counts[g]) for g in GENS)))
        f.write("#define XINTRINSIC_TABLE(X) \\\n")
        f.write(" \\\n".join(lines))
        f.write("\n\n/* X(n, fn, ret, params): as intrinsic_attrs.h */\n#define XINTRINSIC_ATTRSETS(X) \\\n")
        f.write(" \\\n".join('\tX(%d, "%s", "%s", "%s")' % (k, a[0], a[1], a[2]) for a, k in
                             sorted(sets.items(), key=lambda x: x[1])))
        f.write("\n")
    print(" ".join("%d: %d" % (g, counts[g]) for g in GENS), "intrinsics,", len(lines), "rows,", len(sets),
          "attribute sets", file=sys.stderr)


if __name__ == "__main__":
    main()
