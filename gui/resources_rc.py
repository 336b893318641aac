# Resource object code (Python 3)
# Created by: object code
# Created by: The Resource Compiler for Qt version 6.11.3
# WARNING! All changes made in this file will be lost!

from PySide6 import QtCore

qt_resource_data = b"\
\x00\x00#\xd5\
{\
\x0a  \x22version\x22: 1,\
\x0a  \x22terms\x22: [\x0a  \
  {\x22id\x22: \x22cooldo\
wn-track\x22, \x22en\x22:\
 \x22cooldown track\
\x22, \x22fr\x22: \x22piste \
de r\xc3\xa9cup\xc3\xa9ratio\
n\x22,\x0a     \x22en_tex\
t\x22: \x22The row of \
13 positions on \
a mat where exha\
usted skill dice\
, fatigue and st\
atus dice wait. \
New dice always \
take the leftmos\
t open position;\
 there are never\
 gaps.\x22,\x0a     \x22f\
r_text\x22: \x22La ran\
g\xc3\xa9e de 13 empla\
cements du plate\
au o\xc3\xb9 attendent\
 les d\xc3\xa9s \xc3\xa9puis\
\xc3\xa9s, la fatigue \
et les d\xc3\xa9s d'\xc3\xa9\
tat. Un nouveau \
d\xc3\xa9 prend toujou\
rs l'emplacement\
 libre le plus \xc3\
\xa0 gauche ; il n'\
y a jamais de tr\
ou.\x22},\x0a    {\x22id\x22\
: \x22exhaust\x22, \x22en\
\x22: \x22exhaust\x22, \x22f\
r\x22: \x22\xc3\xa9puiser\x22,\x0a\
     \x22en_text\x22: \
\x22Put a die into \
the cooldown tra\
ck. A skill die \
there cannot be \
rolled until it \
is recovered.\x22,\x0a\
     \x22fr_text\x22: \
\x22Placer un d\xc3\xa9 s\
ur la piste de r\
\xc3\xa9cup\xc3\xa9ration. U\
n d\xc3\xa9 de comp\xc3\xa9t\
ence qui s'y tro\
uve ne peut plus\
 \xc3\xaatre lanc\xc3\xa9 av\
ant d'\xc3\xaatre r\xc3\xa9c\
up\xc3\xa9r\xc3\xa9.\x22},\x0a    \
{\x22id\x22: \x22drain\x22, \
\x22en\x22: \x22drain\x22, \x22\
fr\x22: \x22drainer\x22,\x0a\
     \x22en_text\x22: \
\x22Resolve a die, \
then set it on t\
he race sheet: i\
t is unavailable\
 for the rest of\
 the battle, unt\
il battle-end cl\
eanup, an inn or\
 an effect that \
names drained di\
ce.\x22,\x0a     \x22fr_t\
ext\x22: \x22R\xc3\xa9soudre\
 un d\xc3\xa9 puis le \
poser sur la fic\
he de race : il \
est indisponible\
 jusqu'\xc3\xa0 la fin\
 du combat, une \
auberge ou un ef\
fet qui vise les\
 d\xc3\xa9s drain\xc3\xa9s.\x22\
},\x0a    {\x22id\x22: \x22r\
ecover\x22, \x22en\x22: \x22\
recover\x22, \x22fr\x22: \
\x22r\xc3\xa9cup\xc3\xa9rer\x22,\x0a \
    \x22en_text\x22: \x22\
A skill die leav\
es the cooldown \
track and goes b\
ack to its attri\
bute row, ready \
to roll. Fatigue\
 and status dice\
 go back to the \
supply instead.\x22\
,\x0a     \x22fr_text\x22\
: \x22Un d\xc3\xa9 de com\
p\xc3\xa9tence quitte \
la piste de r\xc3\xa9c\
up\xc3\xa9ration et re\
tourne sur sa li\
gne d'attribut, \
pr\xc3\xaat \xc3\xa0 \xc3\xaatre l\
anc\xc3\xa9. La fatigu\
e et les d\xc3\xa9s d'\
\xc3\xa9tat retournent\
 \xc3\xa0 la r\xc3\xa9serve.\
\x22},\x0a    {\x22id\x22: \x22\
recovery-step\x22, \
\x22en\x22: \x22Recovery \
step\x22, \x22fr\x22: \x22\xc3\xa9\
tape de r\xc3\xa9cup\xc3\xa9\
ration\x22,\x0a     \x22e\
n_text\x22: \x22At the\
 start of each o\
f an adventurer'\
s turns in battl\
e, take as many \
dice from the le\
ft of the track \
as the Cooldown \
stat. Overfatigu\
e is not removed\
: it moves to th\
e end of the row\
, and still coun\
ts.\x22,\x0a     \x22fr_t\
ext\x22: \x22Au d\xc3\xa9but\
 de chaque tour \
d'un aventurier \
en combat, retir\
er autant de d\xc3\xa9\
s \xc3\xa0 gauche de l\
a piste que sa c\
aract\xc3\xa9ristique \
de r\xc3\xa9cup\xc3\xa9ratio\
n. La sur-fatigu\
e n'est pas reti\
r\xc3\xa9e : elle pass\
e en fin de rang\
\xc3\xa9e et compte qu\
and m\xc3\xaame.\x22},\x0a  \
  {\x22id\x22: \x22cooldo\
wn-stat\x22, \x22en\x22: \
\x22Cooldown stat\x22,\
 \x22fr\x22: \x22caract\xc3\xa9\
ristique de r\xc3\xa9c\
up\xc3\xa9ration\x22,\x0a   \
  \x22en_text\x22: \x22Ho\
w many dice the \
Recovery step ta\
kes from the tra\
ck each turn. Ma\
rked under the t\
rack by a gold b\
racket.\x22,\x0a     \x22\
fr_text\x22: \x22Le no\
mbre de d\xc3\xa9s que\
 l'\xc3\xa9tape de r\xc3\xa9\
cup\xc3\xa9ration reti\
re de la piste \xc3\
\xa0 chaque tour. I\
ndiqu\xc3\xa9e sous la\
 piste par une a\
ccolade dor\xc3\xa9e.\x22\
},\x0a    {\x22id\x22: \x22l\
ight-fatigue\x22, \x22\
en\x22: \x22light fati\
gue\x22, \x22fr\x22: \x22fat\
igue l\xc3\xa9g\xc3\xa8re\x22,\x0a\
     \x22en_text\x22: \
\x22A silver die th\
at takes up a tr\
ack position unt\
il it is recover\
ed. With none le\
ft in the supply\
, overfatigue is\
 gained instead.\
\x22,\x0a     \x22fr_text\
\x22: \x22Un d\xc3\xa9 argen\
t\xc3\xa9 qui occupe u\
n emplacement de\
 la piste jusqu'\
\xc3\xa0 sa r\xc3\xa9cup\xc3\xa9ra\
tion. S'il n'en \
reste plus dans \
la r\xc3\xa9serve, on \
gagne de la sur-\
fatigue \xc3\xa0 la pl\
ace.\x22},\x0a    {\x22id\
\x22: \x22overfatigue\x22\
, \x22en\x22: \x22overfat\
igue\x22, \x22fr\x22: \x22su\
r-fatigue\x22,\x0a    \
 \x22en_text\x22: \x22A b\
lack die that th\
e Recovery step \
never removes. I\
n fatigue rounds\
 each one deals \
1 true damage. W\
ith none left in\
 the supply, eac\
h one not placed\
 deals 1 true da\
mage.\x22,\x0a     \x22fr\
_text\x22: \x22Un d\xc3\xa9 \
noir que l'\xc3\xa9tap\
e de r\xc3\xa9cup\xc3\xa9rat\
ion ne retire ja\
mais. Pendant le\
s rounds de fati\
gue, chacun infl\
ige 1 d\xc3\xa9g\xc3\xa2t v\xc3\
\xa9ritable. S'il n\
'en reste plus d\
ans la r\xc3\xa9serve,\
 chaque d\xc3\xa9 non \
plac\xc3\xa9 inflige 1\
 d\xc3\xa9g\xc3\xa2t v\xc3\xa9rita\
ble.\x22},\x0a    {\x22id\
\x22: \x22full-track\x22,\
 \x22en\x22: \x22full tra\
ck\x22, \x22fr\x22: \x22pist\
e pleine\x22,\x0a     \
\x22en_text\x22: \x22When\
 a die must ente\
r a track that a\
lready holds 13:\
 the incoming di\
e is drained (or\
 returned), then\
 the rightmost d\
ie that is not o\
verfatigue is re\
placed by overfa\
tigue and draine\
d (or returned) \
too.\x22,\x0a     \x22fr_\
text\x22: \x22Quand un\
 d\xc3\xa9 doit entrer\
 sur une piste q\
ui en compte d\xc3\xa9\
j\xc3\xa0 13 : le d\xc3\xa9 \
entrant est drai\
n\xc3\xa9 (ou rendu), \
puis le d\xc3\xa9 le p\
lus \xc3\xa0 droite qu\
i n'est pas de l\
a sur-fatigue es\
t remplac\xc3\xa9 par \
une sur-fatigue \
et drain\xc3\xa9 (ou r\
endu) lui aussi.\
\x22},\x0a    {\x22id\x22: \x22\
true-damage\x22, \x22e\
n\x22: \x22true damage\
\x22, \x22fr\x22: \x22d\xc3\xa9g\xc3\xa2\
ts v\xc3\xa9ritables\x22,\
\x0a     \x22en_text\x22:\
 \x22Damage that ca\
nnot be prevente\
d and ignores bo\
nus HP.\x22,\x0a     \x22\
fr_text\x22: \x22Des d\
\xc3\xa9g\xc3\xa2ts qui ne p\
euvent pas \xc3\xaatre\
 pr\xc3\xa9venus et ig\
norent les PV bo\
nus.\x22},\x0a    {\x22id\
\x22: \x22fatigue-roun\
d\x22, \x22en\x22: \x22fatig\
ue round\x22, \x22fr\x22:\
 \x22round de fatig\
ue\x22,\x0a     \x22en_te\
xt\x22: \x22Every roun\
d after round 5.\
 At its start ea\
ch adventurer wh\
o is not defeate\
d gains 1 overfa\
tigue, then take\
s true damage eq\
ual to the overf\
atigue in their \
track. Effects t\
hat read the rou\
nd number read 6\
.\x22,\x0a     \x22fr_tex\
t\x22: \x22Chaque roun\
d apr\xc3\xa8s le 5e. \
\xc3\x80 son d\xc3\xa9but, c\
haque aventurier\
 non vaincu gagn\
e 1 sur-fatigue,\
 puis subit des \
d\xc3\xa9g\xc3\xa2ts v\xc3\xa9rita\
bles \xc3\xa9gaux \xc3\xa0 l\
a sur-fatigue de\
 sa piste. Les e\
ffets qui lisent\
 le num\xc3\xa9ro du r\
ound lisent 6.\x22}\
,\x0a    {\x22id\x22: \x22ac\
tive-slot\x22, \x22en\x22\
: \x22active slot\x22,\
 \x22fr\x22: \x22emplacem\
ent actif\x22,\x0a    \
 \x22en_text\x22: \x22One\
 of 4 places on \
a mat where a di\
e stays until an\
 ability or the \
player removes i\
t, or the battle\
 ends. Removed u\
nresolved, it is\
 exhausted.\x22,\x0a  \
   \x22fr_text\x22: \x22L\
'un des 4 emplac\
ements du platea\
u o\xc3\xb9 un d\xc3\xa9 res\
te jusqu'\xc3\xa0 ce q\
u'une capacit\xc3\xa9 \
ou le joueur le \
retire, ou que l\
e combat finisse\
. Retir\xc3\xa9 sans \xc3\
\xaatre r\xc3\xa9solu, il\
 est \xc3\xa9puis\xc3\xa9.\x22}\
,\x0a    {\x22id\x22: \x22te\
nacity\x22, \x22en\x22: \x22\
tenacity\x22, \x22fr\x22:\
 \x22t\xc3\xa9nacit\xc3\xa9\x22,\x0a \
    \x22en_text\x22: \x22\
A resource kept \
on the mat and s\
pent on class ab\
ilities. A Coold\
own result left \
unresolved goes \
to the track on \
its Tenacity fac\
e, without gaini\
ng tenacity.\x22,\x0a \
    \x22fr_text\x22: \x22\
Une ressource co\
nserv\xc3\xa9e sur le \
plateau et d\xc3\xa9pe\
ns\xc3\xa9e pour les c\
apacit\xc3\xa9s de cla\
sse. Un r\xc3\xa9sulta\
t R\xc3\xa9cup\xc3\xa9ration\
 non r\xc3\xa9solu va \
sur la piste fac\
e T\xc3\xa9nacit\xc3\xa9, sa\
ns gagner de t\xc3\xa9\
nacit\xc3\xa9.\x22},\x0a    \
{\x22id\x22: \x22engage\x22,\
 \x22en\x22: \x22engage\x22,\
 \x22fr\x22: \x22engageme\
nt\x22,\x0a     \x22en_te\
xt\x22: \x22An attack \
action. The firs\
t engage of a tu\
rn is free; each\
 further engage \
in the same turn\
 gains 1 light f\
atigue (2 on Exp\
ert).\x22,\x0a     \x22fr\
_text\x22: \x22Une act\
ion d'attaque. L\
e premier engage\
ment d'un tour e\
st gratuit ; cha\
que engagement s\
uppl\xc3\xa9mentaire d\
u m\xc3\xaame tour fai\
t gagner 1 fatig\
ue l\xc3\xa9g\xc3\xa8re (2 e\
n Expert).\x22},\x0a  \
  {\x22id\x22: \x22explor\
able-hex\x22, \x22en\x22:\
 \x22explorable hex\
\x22, \x22fr\x22: \x22hexago\
ne explorable\x22,\x0a\
     \x22en_text\x22: \
\x22A door hex on t\
he edge of the m\
ap, not yet expl\
ored, while skys\
hards remain to \
be drawn. Explor\
ing it places th\
e next tile agai\
nst it.\x22,\x0a     \x22\
fr_text\x22: \x22Un he\
xagone d'entr\xc3\xa9e\
 au bord de la c\
arte, pas encore\
 explor\xc3\xa9, tant \
qu'il reste des \
\xc3\xa9clats c\xc3\xa9leste\
s \xc3\xa0 piocher. L'\
explorer place l\
a tuile suivante\
 contre lui.\x22},\x0a\
    {\x22id\x22: \x22skys\
hard\x22, \x22en\x22: \x22sk\
yshard\x22, \x22fr\x22: \x22\
\xc3\xa9clat c\xc3\xa9leste\x22\
,\x0a     \x22en_text\x22\
: \x22A card of the\
 exploration dec\
k that is not a \
tile; finding th\
e needed number \
completes some d\
elves.\x22,\x0a     \x22f\
r_text\x22: \x22Une ca\
rte du paquet d'\
exploration qui \
n'est pas une tu\
ile ; en trouver\
 le nombre requi\
s ach\xc3\xa8ve certai\
nes explorations\
.\x22},\x0a    {\x22id\x22: \
\x22closest\x22, \x22en\x22:\
 \x22closest\x22, \x22fr\x22\
: \x22le plus proch\
e\x22,\x0a     \x22en_tex\
t\x22: \x22Reached by \
the route with t\
he fewest hexes.\
 When several ar\
e equally close,\
 the party choos\
es.\x22,\x0a     \x22fr_t\
ext\x22: \x22Atteint p\
ar le chemin com\
ptant le moins d\
'hexagones. En c\
as d'\xc3\xa9galit\xc3\xa9, \
le groupe choisi\
t.\x22},\x0a    {\x22id\x22:\
 \x22lockpicking\x22, \
\x22en\x22: \x22lockpicki\
ng\x22, \x22fr\x22: \x22croc\
hetage\x22,\x0a     \x22e\
n_text\x22: \x22Roll t\
he lockpick dice\
 against a code \
within its attem\
pts; key digits \
first; each ligh\
t fatigue gained\
 turns one die b\
y one pip.\x22,\x0a   \
  \x22fr_text\x22: \x22La\
ncer les d\xc3\xa9s de\
 crochetage cont\
re un code dans \
la limite des te\
ntatives ; les c\
hiffres cl\xc3\xa9s d'\
abord ; chaque f\
atigue l\xc3\xa9g\xc3\xa8re \
gagn\xc3\xa9e tourne u\
n d\xc3\xa9 d'un point\
.\x22},\x0a    {\x22id\x22: \
\x22status-die\x22, \x22e\
n\x22: \x22status die\x22\
, \x22fr\x22: \x22d\xc3\xa9 d'\xc3\
\xa9tat\x22,\x0a     \x22en_\
text\x22: \x22A die sh\
owing one status\
 effect (Bane, B\
lind, Daze, Fear\
, Maim, Stealth)\
. Gaining a side\
 already in the \
track moves that\
 die to the end \
instead of addin\
g one.\x22,\x0a     \x22f\
r_text\x22: \x22Un d\xc3\xa9\
 montrant un eff\
et d'\xc3\xa9tat (Fl\xc3\xa9\
au, Aveuglement,\
 \xc3\x89tourdissement\
, Peur, Mutilati\
on, Furtivit\xc3\xa9).\
 Gagner une face\
 d\xc3\xa9j\xc3\xa0 sur la p\
iste d\xc3\xa9place ce\
 d\xc3\xa9 \xc3\xa0 la fin a\
u lieu d'en ajou\
ter un.\x22},\x0a    {\
\x22id\x22: \x22defeated\x22\
, \x22en\x22: \x22defeate\
d\x22, \x22fr\x22: \x22vainc\
u\x22,\x0a     \x22en_tex\
t\x22: \x22A unit with\
 no HP left leav\
es the map and t\
akes no turns. A\
 defeated advent\
urer's chip goes\
 on the race she\
et; its active d\
ice are exhauste\
d; it gains no f\
atigue.\x22,\x0a     \x22\
fr_text\x22: \x22Une u\
nit\xc3\xa9 sans PV qu\
itte la carte et\
 ne joue plus. L\
e pion d'un aven\
turier vaincu va\
 sur sa fiche de\
 race ; ses d\xc3\xa9s\
 actifs sont \xc3\xa9p\
uis\xc3\xa9s ; il ne g\
agne plus de fat\
igue.\x22},\x0a    {\x22i\
d\x22: \x22adventurers\
-rest\x22, \x22en\x22: \x22A\
dventurers Rest\x22\
, \x22fr\x22: \x22repos d\
es aventuriers\x22,\
\x0a     \x22en_text\x22:\
 \x22At the end of \
the day, each ad\
venturer heals a\
nd removes dice \
from any track p\
ositions, by dif\
ficulty (Apprent\
ice 2 and 2, Ade\
pt 1 and 1, Expe\
rt discards an i\
tem first).\x22,\x0a  \
   \x22fr_text\x22: \x22E\
n fin de journ\xc3\xa9\
e, chaque aventu\
rier soigne et r\
etire des d\xc3\xa9s d\
e n'importe quel\
le position de s\
a piste selon la\
 difficult\xc3\xa9 (Ap\
prenti 2 et 2, A\
depte 1 et 1, Ex\
pert d\xc3\xa9fausse d\
'abord un objet)\
.\x22},\x0a    {\x22id\x22: \
\x22supply\x22, \x22en\x22: \
\x22supply\x22, \x22fr\x22: \
\x22r\xc3\xa9serve\x22,\x0a    \
 \x22en_text\x22: \x22Whe\
re unused fatigu\
e, overfatigue a\
nd status dice w\
ait. Its counts \
are finite.\x22,\x0a  \
   \x22fr_text\x22: \x22L\
'endroit o\xc3\xb9 att\
endent la fatigu\
e, la sur-fatigu\
e et les d\xc3\xa9s d'\
\xc3\xa9tat inutilis\xc3\xa9\
s. Leur nombre e\
st limit\xc3\xa9.\x22}\x0a  \
]\x0a}\x0a\
\x00\x00\x00!\
<\
\xb8d\x18\xca\xef\x9c\x95\xcd!\x1c\xbf`\xa1\xbd\xdd\xa7\
\x00\x00\x00\x05fr_FR\x88\x00\x00\x00\x02\x03\x01\
\
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
\x00\x0d\
\x05\xe8L\xfe\
\x00g\
\x00l\x00o\x00s\x00s\x00a\x00r\x00y\x00.\x00j\x00s\x00o\x00n\
\x00\x04\
\x00\x06\xc4\xee\
\x00i\
\x001\x008\x00n\
\x00\x0e\
\x0a\xaf\xff]\
\x00e\
\x00r\x00a\x00b\x00o\x00a\x00r\x00d\x00_\x00f\x00r\x00.\x00q\x00m\
\x00\x0c\
\x05\x17\xa8g\
\x00e\
\x00r\x00a\x00b\x00o\x00a\x00r\x00d\x00.\x00s\x00v\x00g\
"

qt_resource_struct = b"\
\x00\x00\x00\x00\x00\x02\x00\x00\x00\x01\x00\x00\x00\x01\
\x00\x00\x00\x00\x00\x02\x00\x00\x00\x03\x00\x00\x00\x02\
\x00\x00\x00B\x00\x02\x00\x00\x00\x01\x00\x00\x00\x06\
\x00\x00\x00\x12\x00\x02\x00\x00\x00\x01\x00\x00\x00\x05\
\x00\x00\x00\x22\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\
\x00\x00\x00r\x00\x00\x00\x00\x00\x01\x00\x00#\xfe\
\x00\x00\x00P\x00\x00\x00\x00\x00\x01\x00\x00#\xd9\
"

def qInitResources():
    QtCore.qRegisterResourceData(0x01, qt_resource_struct, qt_resource_name, qt_resource_data)

def qCleanupResources():
    QtCore.qUnregisterResourceData(0x01, qt_resource_struct, qt_resource_name, qt_resource_data)

qInitResources()
