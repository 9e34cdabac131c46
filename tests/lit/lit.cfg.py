# lit configuration for xlate's file tests.  Run by `make lit`, which sets
# XLATE to the sanitizer build of the tool.  Substitutions:
#   %xlate     the xlate under test
#   %xlate-opt, %xlate-translate   its faces of mlir-opt and mlir-translate
#              (the links next to it)
# and LLVM 19's tools (FileCheck, not, llvm-as, llvm-dis, lli, mlir-opt,
# mlir-translate) are on PATH under their plain names.
import os
import shutil
import lit.formats

config.name = 'xlate'
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = ['.mlir', '.ll', '.test']
config.excludes = ['Inputs', 'lit.cfg.py']
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(os.environ.get('XLATE_BUILD', os.path.join(config.test_source_root, '..', '..', 'build')), 'lit')

root = os.path.abspath(os.path.join(config.test_source_root, '..', '..'))
xlate = os.environ.get('XLATE', os.path.join(root, 'build', 'xlate'))
config.substitutions.append(('%xlate-opt', xlate + '-opt'))
config.substitutions.append(('%xlate-translate', xlate + '-translate'))
config.substitutions.append(('%xlate', xlate))
config.substitutions.append(('%corpus', os.path.join(root, 'corpus')))

llvm_bin = '/usr/lib/llvm-19/bin'
config.environment['PATH'] = os.pathsep.join([llvm_bin, os.environ.get('PATH', '')])
for var in ('ASAN_OPTIONS', 'UBSAN_OPTIONS', 'HOME', 'TMPDIR'):
    if var in os.environ:
        config.environment[var] = os.environ[var]
if os.path.exists(os.path.join(llvm_bin, 'mlir-opt')):
    config.available_features.add('mlir-opt')
if os.path.exists(os.path.join(llvm_bin, 'lli')):
    config.available_features.add('lli')
if hasattr(os, 'geteuid') and os.geteuid() == 0:
    config.available_features.add('root')   # mknod
if shutil.which('clang-14'):
    config.available_features.add('clang-14')
# LLVM 22's tools, for the cross-generation checks of --llvm-version=22:
# %mlir-opt-22 / %mlir-translate-22, feature 'llvm22' when installed.
llvm22_bin = '/usr/lib/llvm-22/bin'
config.substitutions.append(('%mlir-opt-22', os.path.join(llvm22_bin, 'mlir-opt')))
config.substitutions.append(('%mlir-translate-22', os.path.join(llvm22_bin, 'mlir-translate')))
if os.path.exists(os.path.join(llvm22_bin, 'mlir-opt')) and os.path.exists(os.path.join(llvm22_bin, 'mlir-translate')):
    config.available_features.add('llvm22')
