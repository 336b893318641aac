# Resource object code (Python 3)
# Created by: object code
# Created by: The Resource Compiler for Qt version 6.11.3
# WARNING! All changes made in this file will be lost!

from PySide6 import QtCore

qt_resource_data = b"\
\x00\x00\x01\x94\
<\
svg xmlns=\x22http:\
//www.w3.org/200\
0/svg\x22 viewBox=\x22\
0 0 64 64\x22 width\
=\x2264\x22 height=\x2264\
\x22>\x0a  <polygon po\
ints=\x2232,3 57,17\
.5 57,46.5 32,61\
 7,46.5 7,17.5\x22 \
fill=\x22#3b2f22\x22 s\
troke=\x22#c9a45c\x22 \
stroke-width=\x223\x22\
/>\x0a  <rect x=\x2220\
\x22 y=\x2220\x22 width=\x22\
24\x22 height=\x2224\x22 \
rx=\x225\x22 fill=\x22#ef\
e6d2\x22 stroke=\x22#2\
a2018\x22 stroke-wi\
dth=\x222\x22/>\x0a  <cir\
cle cx=\x2227\x22 cy=\x22\
27\x22 r=\x223\x22 fill=\x22\
#2a2018\x22/>\x0a  <ci\
rcle cx=\x2237\x22 cy=\
\x2237\x22 r=\x223\x22 fill=\
\x22#2a2018\x22/>\x0a</sv\
g>\x0a\
"

qt_resource_name = b"\
\x00\x06\
\x06\x8a\x9c\xb3\
\x00a\
\x00s\x00s\x00e\x00t\x00s\
\x00\x05\
\x00o\xa6S\
\x00i\
\x00c\x00o\x00n\x00s\
\x00\x0c\
\x05\x17\xa8g\
\x00e\
\x00r\x00a\x00b\x00o\x00a\x00r\x00d\x00.\x00s\x00v\x00g\
"

qt_resource_struct = b"\
\x00\x00\x00\x00\x00\x02\x00\x00\x00\x01\x00\x00\x00\x01\
\x00\x00\x00\x00\x00\x02\x00\x00\x00\x01\x00\x00\x00\x02\
\x00\x00\x00\x12\x00\x02\x00\x00\x00\x01\x00\x00\x00\x03\
\x00\x00\x00\x22\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\
"

def qInitResources():
    QtCore.qRegisterResourceData(0x01, qt_resource_struct, qt_resource_name, qt_resource_data)

def qCleanupResources():
    QtCore.qUnregisterResourceData(0x01, qt_resource_struct, qt_resource_name, qt_resource_data)

qInitResources()
