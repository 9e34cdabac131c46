/* faces.h - the faces of mlir-opt and mlir-translate (faces.c), entered
 * from xlate.c by the program's name or --opt / --translate. */
#ifndef XLATE_FACES_H
#define XLATE_FACES_H

/* opt: mlir-opt's face, else mlir-translate's; argv[0] is not read.
 * Returns the exit status. */
int face_main(int opt, int argc, char **argv);

#endif
