<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <source>{skill} ({face})</source>
        <translation>{skill} ({face})</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>max HP</source>
        <translation>PV max</translation>
    </message>
    <message>
        <source>bonus HP</source>
        <translation>PV bonus</translation>
    </message>
    <message>
        <source>tenacity</source>
        <translation>ténacité</translation>
    </message>
    <message>
        <source>Cooldown stat</source>
        <translation>caractéristique de récupération</translation>
    </message>
    <message>
        <source>engages this turn</source>
        <translation>engagements de ce tour</translation>
    </message>
    <message>
        <source>defeated (1 = yes)</source>
        <translation>vaincu (1 = oui)</translation>
    </message>
    <message>
        <source>round counter</source>
        <translation>compteur de rounds</translation>
    </message>
    <message>
        <source>skyshards found</source>
        <translation>éclats célestes trouvés</translation>
    </message>
    <message>
        <source>skyshards needed</source>
        <translation>éclats célestes requis</translation>
    </message>
    <message>
        <source>light fatigue dice</source>
        <translation>dés de fatigue légère</translation>
    </message>
    <message>
        <source>overfatigue dice</source>
        <translation>dés de sur-fatigue</translation>
    </message>
    <message>
        <source>status dice</source>
        <translation>dés d&apos;état</translation>
    </message>
    <message>
        <source>no one</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>the battle</source>
        <translation>la bataille</translation>
    </message>
    <message>
        <source>a die</source>
        <translation>un dé</translation>
    </message>
    <message>
        <source>{owner}&apos;s track, position {n}</source>
        <translation>la piste de {owner}, position {n}</translation>
    </message>
    <message>
        <source>{owner}&apos;s active slot {n}</source>
        <translation>l&apos;emplacement actif {n} de {owner}</translation>
    </message>
    <message>
        <source>{owner}&apos;s {attribute} row</source>
        <translation>la rangée {attribute} de {owner}</translation>
    </message>
    <message>
        <source>{owner}&apos;s race sheet (drained)</source>
        <translation>la fiche de race de {owner} (épuisé)</translation>
    </message>
    <message>
        <source>{owner}&apos;s chip</source>
        <translation>le pion de {owner}</translation>
    </message>
    <message>
        <source>the supply</source>
        <translation>la réserve</translation>
    </message>
    <message>
        <source>light fatigue</source>
        <translation>fatigue légère</translation>
    </message>
    <message>
        <source>overfatigue</source>
        <translation>sur-fatigue</translation>
    </message>
    <message>
        <source>HP {hp}/{max_hp}</source>
        <translation>PV {hp}/{max_hp}</translation>
    </message>
    <message>
        <source>Tenacity {n}</source>
        <translation>Ténacité {n}</translation>
    </message>
    <message>
        <source>Cooldown {n}</source>
        <translation>Récupération {n}</translation>
    </message>
    <message>
        <source>defeated</source>
        <translation>vaincu</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Track ({n}/{size}): {dice}</source>
        <translation>Piste ({n}/{size}) : {dice}</translation>
    </message>
    <message>
        <source>Active: {dice}</source>
        <translation>Actifs : {dice}</translation>
    </message>
    <message>
        <source>Drained: {dice}</source>
        <translation>Drainés : {dice}</translation>
    </message>
    <message>
        <source>Scenario: {name}</source>
        <translation>Scénario : {name}</translation>
    </message>
    <message>
        <source>fatigue round</source>
        <translation>round de fatigue</translation>
    </message>
    <message>
        <source>Turn: {name}</source>
        <translation>Tour : {name}</translation>
    </message>
    <message>
        <source>(level {n})</source>
        <extracomment>In a fixed-width font, never wrapped (a line of a table code).</extracomment>
        <translation>(niveau {n})</translation>
    </message>
    <message>
        <source>+{n} bonus</source>
        <translation>+{n} bonus</translation>
    </message>
    <message>
        <source>protected from targeting</source>
        <translation>à l&apos;abri du ciblage</translation>
    </message>
    <message>
        <source>Companions: {units}</source>
        <translation>Compagnons : {units}</translation>
    </message>
    <message>
        <source>Enemies: {units}</source>
        <translation>Ennemis : {units}</translation>
    </message>
    <message>
        <source>To open this table in eraboard, copy this code and Edit &gt; Paste:</source>
        <translation>Pour ouvrir cette table dans eraboard, copiez ce code puis Édition &gt; Coller :</translation>
    </message>
    <message>
        <source>a status die</source>
        <translation>un dé d&apos;état</translation>
    </message>
    <message>
        <source>{side} status die</source>
        <translation>dé d&apos;état {side}</translation>
    </message>
    <message>
        <source>{who} exhausts {dice}</source>
        <translation>{who} épuise {dice}</translation>
    </message>
    <message>
        <source>{who} gains {side}</source>
        <translation>{who} gagne l&apos;état {side}</translation>
    </message>
    <message>
        <source>{who}: Recovery step</source>
        <translation>{who} : étape de récupération</translation>
    </message>
    <message>
        <source>{who} places {die} in active slot {slot}</source>
        <translation>{who} place {die} dans l&apos;emplacement actif {slot}</translation>
    </message>
    <message>
        <source>{who} clears active slot {slot}</source>
        <translation>{who} libère l&apos;emplacement actif {slot}</translation>
    </message>
    <message>
        <source>{who} drains {die}</source>
        <translation>{who} draine {die}</translation>
    </message>
    <message>
        <source>{who} recovers {die}</source>
        <translation>{who} récupère {die}</translation>
    </message>
    <message>
        <source>{who} removes {die} from the track</source>
        <translation>{who} retire {die} de la piste</translation>
    </message>
    <message>
        <source>{who} engages</source>
        <translation>{who} effectue un engagement</translation>
    </message>
    <message>
        <source>{who} engages the targets the player picked</source>
        <translation>{who} engage les cibles choisies par le joueur</translation>
    </message>
    <message>
        <source>Put the revived {who} on a hex</source>
        <translation>Placer {who}, ranimé, sur un hexagone</translation>
    </message>
    <message>
        <source>{who} exhausts {dice}, in this order</source>
        <translation>{who} épuise {dice}, dans cet ordre</translation>
    </message>
    <message>
        <source>Manual: turn {die} to face {face}</source>
        <translation>Manuel : tourner {die} sur la face {face}</translation>
    </message>
    <message>
        <source>Manual: set {who}&apos;s track to {dice}</source>
        <translation>Manuel : la piste de {who} devient {dice}</translation>
    </message>
    <message>
        <source>Manual: set {who}&apos;s active slots to {active}, drained to {drained}</source>
        <translation>Manuel : les emplacements actifs de {who} deviennent {active}, ses dés drainés {drained}</translation>
    </message>
    <message>
        <source>Manual: set {counter} of {owner} to {value}</source>
        <translation>Manuel : régler {counter} de {owner} à {value}</translation>
    </message>
    <message>
        <source>Start round {n}</source>
        <translation>Commencer le round {n}</translation>
    </message>
    <message>
        <source>Begin the turns</source>
        <translation>Commencer les tours</translation>
    </message>
    <message>
        <source>Lower the round counter by {n}</source>
        <translation>Baisser le compteur de rounds de {n}</translation>
    </message>
    <message>
        <source>End {who}&apos;s turn</source>
        <translation>Terminer le tour de {who}</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminer le tour</translation>
    </message>
    <message>
        <source>{who} takes the next turn</source>
        <translation>{who} joue le tour suivant</translation>
    </message>
    <message>
        <source>End the round and retreat</source>
        <translation>Terminer le round et battre en retraite</translation>
    </message>
    <message>
        <source>End the round</source>
        <translation>Terminer le round</translation>
    </message>
    <message>
        <source>Leave the battle</source>
        <translation>Quitter le combat</translation>
    </message>
    <message>
        <source>Move {who}</source>
        <translation>Déplacer {who}</translation>
    </message>
    <message>
        <source>Manual: place {who}</source>
        <translation>Manuel : placer {who}</translation>
    </message>
    <message>
        <source>Manual: take {who} off the map</source>
        <translation>Manuel : retirer {who} de la carte</translation>
    </message>
    <message>
        <source>{amount} true damage to {who}</source>
        <translation>{amount} dégâts véritables infligés à {who}</translation>
    </message>
    <message>
        <source>{amount} damage to {who}</source>
        <translation>{amount} dégâts infligés à {who}</translation>
    </message>
    <message>
        <source>Defeat {who}</source>
        <translation>Vaincre {who}</translation>
    </message>
    <message>
        <source>Heal {who} by {amount}</source>
        <translation>Soigner {who} de {amount} PV</translation>
    </message>
    <message>
        <source>Remove {who}&apos;s chip</source>
        <translation>Retirer le pion de {who}</translation>
    </message>
    <message>
        <source>Explore: draw {card}</source>
        <translation>Explorer : piocher {card}</translation>
    </message>
    <message>
        <source>Place the drawn tile</source>
        <translation>Placer la tuile piochée</translation>
    </message>
    <message>
        <source>End of day</source>
        <translation>Fin de la journée</translation>
    </message>
    <message>
        <source>Visit the inn</source>
        <translation>Aller à l&apos;auberge</translation>
    </message>
    <message>
        <source>Use the guild assist</source>
        <translation>Utiliser l&apos;aide de la guilde</translation>
    </message>
    <message>
        <source>Manual: protect {who} from targeting</source>
        <translation>Manuel : mettre {who} à l&apos;abri du ciblage</translation>
    </message>
    <message>
        <source>Manual: {who} is no longer protected from targeting</source>
        <translation>Manuel : {who} n&apos;est plus à l&apos;abri du ciblage</translation>
    </message>
    <message>
        <source>Manual: bring {who} back</source>
        <translation>Manuel : ramener {who}</translation>
    </message>
    <message>
        <source>Move the party token to {to}</source>
        <translation>Déplacer le pion du groupe vers {to}</translation>
    </message>
    <message>
        <source>{who} rests</source>
        <translation>{who} se repose</translation>
    </message>
    <message>
        <source>Rest at the inn</source>
        <translation>Repos à l&apos;auberge</translation>
    </message>
    <message>
        <source>End-of-battle cleanup</source>
        <translation>Nettoyage de fin de combat</translation>
    </message>
    <message>
        <source>{who} starts picking a lock</source>
        <translation>{who} commence à crocheter une serrure</translation>
    </message>
    <message>
        <source>Roll the lockpick dice: {faces}</source>
        <translation>Jet des dés de crochetage : {faces}</translation>
    </message>
    <message>
        <source>Keep lockpick die {d} on digit {n}</source>
        <translation>Conserver le dé de crochetage {d} sur le chiffre {n}</translation>
    </message>
    <message>
        <source>Turn lockpick die {d} by {delta:+d}</source>
        <translation>Tourner le dé de crochetage {d} de {delta:+d}</translation>
    </message>
    <message>
        <source>Stop picking the lock</source>
        <translation>Abandonner le crochetage</translation>
    </message>
    <message>
        <source>{who} recovers drained dice</source>
        <translation>{who} récupère ses dés drainés</translation>
    </message>
    <message>
        <source>{who}: {die} goes to track position {slot}</source>
        <translation>{who} : {die} va en position {slot} de la piste</translation>
    </message>
    <message>
        <source>{who}: {die} is drained to the race sheet</source>
        <translation>{who} : {die} est drainé sur la fiche de race</translation>
    </message>
    <message>
        <source>{who}: {die} returns to the supply</source>
        <translation>{who} : {die} retourne à la réserve</translation>
    </message>
    <message>
        <source>{who}: overfatigue replaces {die} in position {slot} (track full)</source>
        <translation>{who} : piste pleine, une sur-fatigue remplace le dé en position {slot} ({die})</translation>
    </message>
    <message>
        <source>{who}: {die} was already in the track; it moves from {a} to {b}</source>
        <translation>{who} : {die} était déjà sur la piste ; il passe de la position {a} à la position {b}</translation>
    </message>
    <message>
        <source>{who}: overfatigue stays, moving from position {a} to {b}</source>
        <translation>{who} : la sur-fatigue reste et passe de la position {a} à la position {b}</translation>
    </message>
    <message>
        <source>{who} gains {die}</source>
        <translation>{who} gagne 1 {die}</translation>
    </message>
    <message>
        <source>{who} takes {amount} true damage ({hp} HP left)</source>
        <translation>{who} subit {amount} dégâts véritables ({hp} PV restants)</translation>
    </message>
    <message>
        <source>{who} heals {amount} ({hp} HP)</source>
        <translation>{who} regagne {amount} PV ({hp} PV)</translation>
    </message>
    <message>
        <source>{who} is defeated</source>
        <translation>{who} est vaincu</translation>
    </message>
    <message>
        <source>{who} is revived</source>
        <translation>{who} est ranimé</translation>
    </message>
    <message>
        <source>{who} is revived but no hex is free: off the map until deployed</source>
        <translation>{who} est ranimé mais aucun hexagone n&apos;est libre : hors de la carte jusqu&apos;à son déploiement</translation>
    </message>
    <message>
        <source>The round counter goes from {a} to {b}</source>
        <translation>Le compteur de rounds passe de {a} à {b}</translation>
    </message>
    <message>
        <source>{who}: {die} in active slot {slot}</source>
        <translation>{who} : {die} dans l&apos;emplacement actif {slot}</translation>
    </message>
    <message>
        <source>{who} gains no fatigue</source>
        <translation>{who} ne gagne aucune fatigue</translation>
    </message>
    <message>
        <source>{who} puts {die} on {unit}</source>
        <translation>{who} pose {die} sur {unit}</translation>
    </message>
    <message>
        <source>Manual: move {die} to {place}</source>
        <translation>Manuel : déplacer {die} vers {place}</translation>
    </message>
    <message>
        <source>The supply has no {kind} dice left</source>
        <translation>La réserve n&apos;a plus de dés de {kind}</translation>
    </message>
    <message>
        <source>{who} is defeated and gains no fatigue</source>
        <translation>{who} est vaincu et ne gagne aucune fatigue</translation>
    </message>
    <message>
        <source>{who}: active slot {slot} cleared</source>
        <translation>{who} : emplacement actif {slot} libéré</translation>
    </message>
    <message>
        <source>{who} engages (engage {count} this turn)</source>
        <translation>{who} effectue un engagement (engagement n° {count} de ce tour)</translation>
    </message>
    <message>
        <source>; an item is discarded</source>
        <translation> ; un objet est défaussé</translation>
    </message>
    <message>
        <source>{who} rests at the inn</source>
        <translation>{who} se repose à l&apos;auberge</translation>
    </message>
    <message>
        <source>The battle is won: the objective holds and an adventurer stands</source>
        <translation>Le combat est gagné : l&apos;objectif est atteint et un aventurier est debout</translation>
    </message>
    <message>
        <source>The battle is won: the party retreats with every skyshard found</source>
        <translation>Le combat est gagné : le groupe se retire avec tous les éclats célestes trouvés</translation>
    </message>
    <message>
        <source>The battle is lost: every adventurer is defeated</source>
        <translation>Le combat est perdu : tous les aventuriers sont vaincus</translation>
    </message>
    <message>
        <source>The battle is lost: the party retreats</source>
        <translation>Le combat est perdu : le groupe se retire</translation>
    </message>
    <message>
        <source>Manual change: {die} moved</source>
        <translation>Modification manuelle : {die} déplacé</translation>
    </message>
    <message>
        <source>Manual change: {die} is now on {place}</source>
        <translation>Modification manuelle : {die} est maintenant sur {place}</translation>
    </message>
    <message>
        <source>Manual change: {die} now shows {face}</source>
        <translation>Modification manuelle : {die} montre maintenant {face}</translation>
    </message>
    <message>
        <source>Manual change: {who} is taken off the map</source>
        <translation>Modification manuelle : {who} est retiré de la carte</translation>
    </message>
    <message>
        <source>Manual change: {who} is protected from targeting</source>
        <translation>Modification manuelle : {who} est à l&apos;abri du ciblage</translation>
    </message>
    <message>
        <source>Manual change: {who} can be targeted again</source>
        <translation>Modification manuelle : {who} redevient une cible possible</translation>
    </message>
    <message>
        <source>Manual change: {who}&apos;s cooldown track is set</source>
        <translation>Modification manuelle : la piste de récupération de {who} est fixée</translation>
    </message>
    <message>
        <source>Manual change: {who}&apos;s active slots and drained dice are set</source>
        <translation>Modification manuelle : les emplacements actifs et les dés drainés de {who} sont fixés</translation>
    </message>
    <message>
        <source>Manual change: {who} is back on the map, unhurt</source>
        <translation>Changement manuel : {who} revient sur la carte, indemne</translation>
    </message>
    <message>
        <source>a Recovery step</source>
        <translation>une étape de récupération</translation>
    </message>
    <message>
        <source>an engage</source>
        <translation>un engagement</translation>
    </message>
    <message>
        <source>an exploration</source>
        <translation>une exploration</translation>
    </message>
    <message>
        <source>a move</source>
        <translation>un déplacement</translation>
    </message>
    <message>
        <source>Manual change: {who} takes {what} out of turn</source>
        <translation>Modification manuelle : {who} effectue {what} hors de son tour</translation>
    </message>
    <message>
        <source>Manual change: {what} of {target} set to {value}</source>
        <translation>Modification manuelle : {what} de {target} réglé à {value}</translation>
    </message>
    <message>
        <source>{who} starts picking a lock: code {code}; key digits: {keys}; {attempts}</source>
        <translation>{who} commence à crocheter une serrure : code {code} ; chiffres clés : {keys} ; {attempts}</translation>
    </message>
    <message>
        <source>positions {p}</source>
        <translation>positions {p}</translation>
    </message>
    <message>
        <source>Lockpick attempt {a}: dice {dice} roll {results}</source>
        <translation>Crochetage, tentative {a} : les dés {dice} donnent {results}</translation>
    </message>
    <message>
        <source>Lockpick die {d} (showing {value}) is kept on digit {n}</source>
        <translation>Le dé de crochetage {d} (qui montre {value}) est gardé sur le chiffre {n}</translation>
    </message>
    <message>
        <source>Lockpick die {d} is turned from {old} to {new} for a light fatigue</source>
        <translation>Le dé de crochetage {d} passe de {old} à {new} pour une fatigue légère</translation>
    </message>
    <message>
        <source>Start of {who}&apos;s turn: a die may leave an active slot, then the Recovery step</source>
        <translation>Début du tour de {who} : un dé peut quitter un emplacement actif, puis l&apos;étape de récupération</translation>
    </message>
    <message>
        <source>Every adventurer is defeated: the encounter fails after this round</source>
        <translation>Tous les aventuriers sont vaincus : la rencontre échoue après ce round</translation>
    </message>
    <message>
        <source>The hex where {who} fell is taken: pick an unoccupied hex for them</source>
        <translation>L&apos;hexagone où {who} est tombé est occupé : choisissez un hexagone libre</translation>
    </message>
    <message>
        <source>Guild assist: the round counter goes from {start} to {end}</source>
        <translation>Aide de la guilde : le compteur de rounds passe de {start} à {end}</translation>
    </message>
    <message>
        <source>Clean-up: {who} loses {amount} bonus HP or HP above the maximum ({hp} HP)</source>
        <translation>Nettoyage : {who} perd {amount} PV bonus ou PV au-delà du maximum ({hp} PV)</translation>
    </message>
    <message>
        <source>{who} picks the lock</source>
        <translation>{who} crochète la serrure</translation>
    </message>
    <message>
        <source>{who} runs out of attempts: the lock stays shut</source>
        <translation>{who} n&apos;a plus de tentatives : la serrure reste fermée</translation>
    </message>
    <message>
        <source>{who} gives up: the lock stays shut</source>
        <translation>{who} abandonne : la serrure reste fermée</translation>
    </message>
    <message>
        <source>Round {n} — fatigue round: each adventurer gains 1 overfatigue, then takes true damage equal to their overfatigue</source>
        <translation>Round {n} — round de fatigue : chaque aventurier gagne 1 sur-fatigue, puis subit des dégâts véritables égaux à sa sur-fatigue</translation>
    </message>
    <message>
        <source>Round {n} begins</source>
        <translation>Début du round {n}</translation>
    </message>
    <message>
        <source>{who}&apos;s turn</source>
        <translation>Tour de {who}</translation>
    </message>
    <message>
        <source>{who} ends their turn</source>
        <translation>{who} termine son tour</translation>
    </message>
    <message>
        <source>Choose who acts next: {units}</source>
        <translation>Choisir qui agit ensuite : {units}</translation>
    </message>
    <message>
        <source>Start of round</source>
        <translation>Début du round</translation>
    </message>
    <message>
        <source>Adventurer turns</source>
        <translation>Tours des aventuriers</translation>
    </message>
    <message>
        <source>Companion turns</source>
        <translation>Tours des compagnons</translation>
    </message>
    <message>
        <source>Start-of-round effects</source>
        <translation>Effets de début de round</translation>
    </message>
    <message>
        <source>Enemy turns</source>
        <translation>Tours des ennemis</translation>
    </message>
    <message>
        <source>End of round</source>
        <translation>Fin du round</translation>
    </message>
    <message>
        <source>Battle over</source>
        <translation>Combat terminé</translation>
    </message>
    <message>
        <source>Start of turn: Recovery step to come</source>
        <translation>Début du tour : étape de récupération à venir</translation>
    </message>
    <message>
        <source>Battle won</source>
        <translation>Combat gagné</translation>
    </message>
    <message>
        <source>Battle lost</source>
        <translation>Combat perdu</translation>
    </message>
    <message>
        <source>Enemy turns, highest level first</source>
        <translation>Tours des ennemis, du plus haut niveau au plus bas</translation>
    </message>
    <message>
        <source>End of the round</source>
        <translation>Fin du round</translation>
    </message>
    <message>
        <source>Ready for the next round</source>
        <translation>Prêt pour le round suivant</translation>
    </message>
    <message>
        <source>Start-of-round effects, then Begin Turns</source>
        <translation>Effets de début de round, puis Commencer les tours</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>Le combat est terminé</translation>
    </message>
    <message>
        <source>Manual change: {who} is placed on the map</source>
        <translation>Modification manuelle : {who} est placé sur la carte</translation>
    </message>
    <message>
        <source>Round {n} ends</source>
        <translation>Fin du round {n}</translation>
    </message>
    <message>
        <source>The battle ends: {outcome}</source>
        <translation>Fin du combat : {outcome}</translation>
    </message>
    <message>
        <source>The party leaves the battle map</source>
        <translation>Le groupe quitte la carte de combat</translation>
    </message>
    <message>
        <source>{who} takes {amount} damage ({hp} HP left)</source>
        <translation>{who} subit {amount} dégâts ({hp} PV restants)</translation>
    </message>
    <message>
        <source>{who} is defeated by {by}</source>
        <translation>{who} est vaincu par {by}</translation>
    </message>
    <message>
        <source>{who} is defeated (by no one)</source>
        <translation>{who} est vaincu (par personne)</translation>
    </message>
    <message>
        <source>{who} is deployed on the entrance tile</source>
        <translation>{who} est déployé sur la tuile d&apos;entrée</translation>
    </message>
    <message>
        <source>{who} cannot deploy: no unoccupied hex on the entrance tile</source>
        <translation>{who} ne peut pas être déployé : aucun hexagone libre sur la tuile d&apos;entrée</translation>
    </message>
    <message>
        <source>{who} loses {side}</source>
        <translation>{who} perd l&apos;état {side}</translation>
    </message>
    <message>
        <source>Exploring: the card drawn is {card}</source>
        <translation>Exploration : la carte piochée est {card}</translation>
    </message>
    <message>
        <source>A skyshard! ({found} of {needed})</source>
        <translation>Un éclat céleste ! ({found} sur {needed})</translation>
    </message>
    <message>
        <source>The {shape} tile is placed</source>
        <translation>La tuile {shape} est placée</translation>
    </message>
    <message>
        <source>The {shape} tile does not fit: it goes to the bottom of its stack</source>
        <translation>La tuile {shape} ne peut pas être placée : elle va sous sa pile</translation>
    </message>
    <message>
        <source>{who}: the track fills up part way, so {dice} wait in the active slots for you to choose the order they go in</source>
        <translation>{who} : la piste sera pleine avant la fin, donc {dice} attendent dans les emplacements actifs que vous choisissiez leur ordre d&apos;entrée dans la piste</translation>
    </message>
    <message>
        <source>Still standing, not defeated, off the map and still in the party: {units}</source>
        <translation>Encore debout, non vaincus, retirés de la carte et toujours dans le groupe : {units}</translation>
    </message>
    <message>
        <source>The party token moves to {to}</source>
        <translation>Le pion du groupe se déplace vers {to}</translation>
    </message>
    <message>
        <source>Closest towns tie: choose one ({towns})</source>
        <translation>Villes les plus proches à égalité : en choisir une ({towns})</translation>
    </message>
    <message>
        <source>Reward Phase (failed encounter)</source>
        <translation>Phase de récompense (rencontre échouée)</translation>
    </message>
    <message>
        <source>Reward Phase</source>
        <translation>Phase de récompense</translation>
    </message>
    <message>
        <source>End of day {day}: Adventurers Rest</source>
        <translation>Fin du jour {day} : repos des aventuriers</translation>
    </message>
    <message>
        <source>Day {day} begins</source>
        <translation>Début du jour {day}</translation>
    </message>
    <message>
        <source>The guild assist is used</source>
        <translation>L&apos;aide de la guilde est utilisée</translation>
    </message>
    <message>
        <source>Adventurer</source>
        <translation>Aventurier</translation>
    </message>
    <message>
        <source>Companion</source>
        <translation>Compagnon</translation>
    </message>
    <message>
        <source>Quest unit</source>
        <translation>Unité de quête</translation>
    </message>
    <message>
        <source>Enemy, level {n}</source>
        <translation>Ennemi, niveau {n}</translation>
    </message>
    <message>
        <source>HP {hp}/{max}</source>
        <translation>PV {hp}/{max}</translation>
    </message>
    <message>
        <source>Status: {sides}</source>
        <translation>États : {sides}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Protected from targeting&lt;/b&gt; (it still stands in its hex)</source>
        <translation>&lt;b&gt;À l&apos;abri du ciblage&lt;/b&gt; (il occupe toujours son hexagone)</translation>
    </message>
    <message>
        <source>&lt;i&gt;Defeated (left on the tile: the hex stays occupied)&lt;/i&gt;</source>
        <translation>&lt;i&gt;Vaincu (laissé sur la tuile : l&apos;hexagone reste occupé)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Click to give {name} the next turn.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Cliquez pour donner le tour suivant à {name}.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Drag to move; Shift+drop places it anywhere; right-click for more.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Glisser pour déplacer ; Maj+déposer le place n&apos;importe où ; clic droit pour plus d&apos;options.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>ACTIVE SLOTS</source>
        <translation>EMPLACEMENTS ACTIFS</translation>
    </message>
    <message>
        <source>{race} SHEET · DRAINED</source>
        <translation>FICHE {race} · DRAINÉS</translation>
    </message>
    <message>
        <source>RACE SHEET · DRAINED</source>
        <translation>FICHE DE RACE · DRAINÉS</translation>
    </message>
    <message>
        <source>COOLDOWN TRACK</source>
        <translation>PISTE DE RÉCUPÉRATION</translation>
    </message>
    <message>
        <source>COOLDOWN {n} · recovered from the left each turn</source>
        <translation>RÉCUPÉRATION {n} · repris à gauche à chaque tour</translation>
    </message>
    <message>
        <source>Fatigue round: −{n} HP (true damage, one per overfatigue)</source>
        <translation>Round de fatigue : −{n} PV (dégâts véritables, 1 par sur-fatigue)</translation>
    </message>
    <message>
        <source>THEIR TURN</source>
        <translation>SON TOUR</translation>
    </message>
    <message>
        <source>Engages {n}</source>
        <translation>Engagements {n}</translation>
    </message>
    <message>
        <source>Stamina {s}</source>
        <translation>Endurance {s}</translation>
    </message>
    <message>
        <source>Moves {m}/{most}</source>
        <translation>Dépl. {m}/{most}</translation>
    </message>
    <message>
        <source>DEFEATED</source>
        <translation>VAINCU</translation>
    </message>
    <message>
        <source>Round counter. After round 5 every round is a fatigue round.</source>
        <extracomment>Where the round counter&apos;s words go, beside its die, and how they wrap.</extracomment>
        <translation>Compteur de rounds. Après le round 5, chaque round est un round de fatigue.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Fatigue round</source>
        <translation>Fatigue</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Round {n}</translation>
    </message>
    <message>
        <source>Turn order this round: adventurers, companions, then enemies by level.</source>
        <translation>Ordre du tour pour ce round : aventuriers, compagnons, puis ennemis par niveau.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&lt;br&gt;May act next: click its chip on the map.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;&lt;br&gt;Peut jouer ensuite : cliquez sur son pion sur la carte.</translation>
    </message>
    <message>
        <source>Defeated enemies</source>
        <translation>Ennemis vaincus</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Ordre du tour</translation>
    </message>
    <message>
        <source>The supply. Light fatigue with none left comes as overfatigue; overfatigue with none left deals 1 true damage instead.</source>
        <translation>La réserve. Quand il n&apos;y a plus de fatigue légère, on gagne de la sur-fatigue à la place ; quand il n&apos;y a plus de sur-fatigue, on subit 1 dégât véritable à la place.</translation>
    </message>
    <message>
        <source>Drop a fatigue or status die here to return it to the supply.</source>
        <translation>Déposer ici un dé de fatigue ou d&apos;état pour le remettre dans la réserve.</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>light</source>
        <translation>légère</translation>
    </message>
    <message>
        <source>over</source>
        <translation>sur-fatigue</translation>
    </message>
    <message>
        <source>status</source>
        <translation>état</translation>
    </message>
    <message>
        <source>Defeated enemy stack (quest and objective units are set aside).</source>
        <translation>Pile des ennemis vaincus (les unités de quête et d&apos;objectif sont mises de côté).</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>aucun pour l&apos;instant</translation>
    </message>
    <message>
        <source>Light fatigue die</source>
        <translation>Dé de fatigue légère</translation>
    </message>
    <message>
        <source>Overfatigue die</source>
        <translation>Dé de sur-fatigue</translation>
    </message>
    <message>
        <source>Status die: {side}</source>
        <translation>Dé d&apos;état : {side}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — skill die ({attribute})&lt;br&gt;Code: {code}&lt;br&gt;&lt;i&gt;Drag to the track, an active slot or the race sheet; Shift+drop forces the exact place; right-click for more.&lt;/i&gt;</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — dé de compétence ({attribute})&lt;br&gt;Code : {code}&lt;br&gt;&lt;i&gt;Glissez vers la piste, un emplacement actif ou la fiche de race ; Maj+dépôt force l&apos;endroit exact ; clic droit pour plus.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Drop on a lit place; hold Shift to force an exact place.</source>
        <translation>Déposer sur un emplacement en surbrillance ; maintenir Maj pour forcer un emplacement exact.</translation>
    </message>
    <message>
        <source>Drop a die on a track, an active slot, a row or a race sheet.</source>
        <translation>Déposer un dé sur une piste, un emplacement actif, une ligne d&apos;attribut ou une fiche de race.</translation>
    </message>
    <message>
        <source>Drop the chip on a lit hex; hold Shift to place it anywhere.</source>
        <translation>Déposer le pion sur un hexagone en surbrillance ; maintenir Maj pour le placer n&apos;importe où.</translation>
    </message>
    <message>
        <source>No hex is lit: this unit may not move now. Hold Shift to place it anywhere.</source>
        <translation>Aucun hexagone en surbrillance : ce pion ne peut pas se déplacer maintenant. Maintenir Maj pour le placer n&apos;importe où.</translation>
    </message>
    <message>
        <source>Drop the chip on a hex of the map.</source>
        <translation>Déposer le pion sur un hexagone de la carte.</translation>
    </message>
    <message>
        <source>New battle: {name}</source>
        <translation>Nouvelle bataille : {name}</translation>
    </message>
    <message>
        <source>Manual: edit {name}</source>
        <translation>Manuel : modifier {name}</translation>
    </message>
    <message>
        <source>Manual: add {name} at {q}, {r}</source>
        <translation>Manuel : ajouter {name} en {q}, {r}</translation>
    </message>
    <message>
        <source>Manual: remove the chip {unit}</source>
        <translation>Manuel : retirer le pion {unit}</translation>
    </message>
    <message>
        <source>Manual: add the tile {name}</source>
        <translation>Manuel : ajouter la tuile {name}</translation>
    </message>
    <message>
        <source>Manual: remove the tile {tile}</source>
        <translation>Manuel : retirer la tuile {tile}</translation>
    </message>
    <message>
        <source>A new battle begins: {name}</source>
        <translation>Une nouvelle bataille commence : {name}</translation>
    </message>
    <message>
        <source>Manual change: {who}&apos;s mat is edited</source>
        <translation>Modification manuelle : le plateau de {who} est modifié</translation>
    </message>
    <message>
        <source>Manual change: {who} is put on the hex {q}, {r}</source>
        <translation>Modification manuelle : {who} est posé sur l&apos;hexagone {q}, {r}</translation>
    </message>
    <message>
        <source>Manual change: {name}&apos;s chip leaves the table</source>
        <translation>Modification manuelle : le pion de {name} quitte la table</translation>
    </message>
    <message>
        <source>Manual change: the {shape} tile is laid</source>
        <translation>Modification manuelle : la tuile {shape} est posée</translation>
    </message>
    <message>
        <source>Manual change: the {shape} tile is taken away</source>
        <translation>Modification manuelle : la tuile {shape} est retirée</translation>
    </message>
    <message>
        <source>New &amp;Game…</source>
        <translation>Nouvelle &amp;partie…</translation>
    </message>
    <message>
        <source>Save &amp;Party…</source>
        <translation>Enregistrer le &amp;groupe…</translation>
    </message>
    <message>
        <source>My &amp;Library</source>
        <translation>Ma &amp;bibliothèque</translation>
    </message>
    <message>
        <source>&amp;Skill Lines…</source>
        <translation>Lignes de &amp;compétence…</translation>
    </message>
    <message>
        <source>&amp;Tile Editor…</source>
        <translation>Éditeur de &amp;tuiles…</translation>
    </message>
    <message>
        <source>I &amp;Draw From My Own Bags</source>
        <translation>Je tire &amp;moi-même dans mes sacs</translation>
    </message>
    <message>
        <source>When a tile is placed, name the enemy chips you drew instead of the table drawing them from your roster</source>
        <translation>Quand une tuile est posée, nommez les jetons ennemis que vous avez tirés au lieu que la table les tire de votre liste</translation>
    </message>
    <message>
        <source>Ne&amp;w Battle…</source>
        <translation>Nouvelle batai&amp;lle…</translation>
    </message>
    <message>
        <source>Set up the next battle for the same mats</source>
        <translation>Préparer le combat suivant avec les mêmes plateaux</translation>
    </message>
    <message>
        <source>&amp;Add a Tile…</source>
        <translation>Ajouter une tu&amp;ile…</translation>
    </message>
    <message>
        <source>Lay any tile of the library on the battle map, as a manual change</source>
        <translation>Poser n’importe quelle tuile de la bibliothèque sur la carte du combat, en changement manuel</translation>
    </message>
    <message>
        <source>E&amp;dit Adventurer…</source>
        <translation>Modifier l&apos;&amp;aventurier…</translation>
    </message>
    <message>
        <source>Something in your library needs a look (a damaged file is kept aside):</source>
        <translation>Un élément de votre bibliothèque demande votre attention (un fichier abîmé est mis de côté) :</translation>
    </message>
    <message>
        <source>Your library</source>
        <translation>Votre bibliothèque</translation>
    </message>
    <message>
        <source>Save party</source>
        <translation>Enregistrer le groupe</translation>
    </message>
    <message>
        <source>Parties (*.json)</source>
        <translation>Groupes (*.json)</translation>
    </message>
    <message>
        <source>Could not save the party: {why}</source>
        <translation>Impossible d’enregistrer le groupe : {why}</translation>
    </message>
    <message>
        <source>Party saved.</source>
        <translation>Groupe enregistré.</translation>
    </message>
    <message>
        <source>Add an &amp;Enemy Here…</source>
        <translation>Ajouter un e&amp;nnemi ici…</translation>
    </message>
    <message>
        <source>Add a &amp;Companion Here…</source>
        <translation>Ajouter un &amp;compagnon ici…</translation>
    </message>
    <message>
        <source>Add a T&amp;ile Here…</source>
        <translation>Ajouter une tu&amp;ile ici…</translation>
    </message>
    <message>
        <source>&amp;Remove This Tile</source>
        <translation>&amp;Retirer cette tuile</translation>
    </message>
    <message>
        <source>Bring &amp;Back Here</source>
        <translation>Ra&amp;mener ici</translation>
    </message>
    <message>
        <source>Remove This &amp;Chip</source>
        <translation>Retirer ce &amp;pion</translation>
    </message>
    <message>
        <source>eraboard</source>
        <translation>eraboard</translation>
    </message>
    <message>
        <source>eraboard stopped while an editor was open. Open your unfinished work again?</source>
        <translation>eraboard s&apos;est arrêté alors qu&apos;un éditeur était ouvert. Rouvrir votre travail inachevé ?</translation>
    </message>
    <message>
        <source>An unfinished editor could not be read: {file} keeps it.</source>
        <translation>Un éditeur inachevé n’a pas pu être relu : {file} le conserve.</translation>
    </message>
    <message>
        <source>Marked: {text}</source>
        <translation>Marqué : {text}</translation>
    </message>
    <message>
        <source>Closest enemy to {origin}: {answers}, {steps}</source>
        <translation>Ennemi le plus proche de {origin} : {answers}, {steps}</translation>
    </message>
    <message>
        <source>Closest enemies to {origin}: {answers}, {steps} each: the party chooses</source>
        <translation>Ennemis les plus proches de {origin} : {answers}, {steps} chacun : le groupe choisit</translation>
    </message>
    <message>
        <source>Closest adventurer to {origin}: {answers}, {steps}</source>
        <translation>Aventurier le plus proche de {origin} : {answers}, {steps}</translation>
    </message>
    <message>
        <source>Closest adventurers to {origin}: {answers}, {steps} each: the party chooses</source>
        <translation>Aventuriers les plus proches de {origin} : {answers}, {steps} chacun : le groupe choisit</translation>
    </message>
    <message>
        <source>Closest companion to {origin}: {answers}, {steps}</source>
        <translation>Compagnon le plus proche de {origin} : {answers}, {steps}</translation>
    </message>
    <message>
        <source>Closest companions to {origin}: {answers}, {steps} each: the party chooses</source>
        <translation>Compagnons les plus proches de {origin} : {answers}, {steps} chacun : le groupe choisit</translation>
    </message>
    <message>
        <source>Closest unoccupied hex to {origin}: {answers}, {steps}</source>
        <translation>Hexagone libre le plus proche de {origin} : {answers}, {steps}</translation>
    </message>
    <message>
        <source>Closest unoccupied hexes to {origin}: {answers}, {steps} each: the party chooses</source>
        <translation>Hexagones libres les plus proches de {origin} : {answers}, {steps} chacun : le groupe choisit</translation>
    </message>
    <message>
        <source>Closest door to {origin}: {answers}, {steps}</source>
        <translation>Porte la plus proche de {origin} : {answers}, {steps}</translation>
    </message>
    <message>
        <source>Closest doors to {origin}: {answers}, {steps} each: the party chooses</source>
        <translation>Portes les plus proches de {origin} : {answers}, {steps} chacune : le groupe choisit</translation>
    </message>
    <message>
        <source>Closest cache hex to {origin}: {answers}, {steps}</source>
        <translation>Hexagone de cache le plus proche de {origin} : {answers}, {steps}</translation>
    </message>
    <message>
        <source>Closest cache hexes to {origin}: {answers}, {steps} each: the party chooses</source>
        <translation>Hexagones de cache les plus proches de {origin} : {answers}, {steps} chacun : le groupe choisit</translation>
    </message>
    <message>
        <source>Closest town to {origin}: {answers}, {steps}</source>
        <translation>Ville la plus proche de {origin} : {answers}, {steps}</translation>
    </message>
    <message>
        <source>Closest towns to {origin}: {answers}, {steps} each: the party chooses</source>
        <translation>Villes les plus proches de {origin} : {answers}, {steps} chacune : le groupe choisit</translation>
    </message>
    <message>
        <source>Closest &amp;Enemy</source>
        <translation>&amp;Ennemi le plus proche</translation>
    </message>
    <message>
        <source>Closest &amp;Adventurer</source>
        <translation>&amp;Aventurier le plus proche</translation>
    </message>
    <message>
        <source>Closest &amp;Companion</source>
        <translation>&amp;Compagnon le plus proche</translation>
    </message>
    <message>
        <source>Closest &amp;Unoccupied Hex</source>
        <translation>Hexagone &amp;libre le plus proche</translation>
    </message>
    <message>
        <source>Closest &amp;Door</source>
        <translation>&amp;Porte la plus proche</translation>
    </message>
    <message>
        <source>Closest Cac&amp;he Hex</source>
        <translation>Hexagone de cac&amp;he le plus proche</translation>
    </message>
    <message>
        <source>Closest To&amp;wn</source>
        <translation>Vi&amp;lle la plus proche</translation>
    </message>
    <message>
        <source>1 hex</source>
        <translation>1 hexagone</translation>
    </message>
    <message>
        <source>{n} hexes</source>
        <translation>{n} hexagones</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} et {last}</translation>
    </message>
    <message>
        <source>{n} on {tile}</source>
        <translation>{n} sur {tile}</translation>
    </message>
    <message>
        <source>on {tile}</source>
        <translation>sur {tile}</translation>
    </message>
    <message>
        <source>Nothing of that kind can be reached from {origin}: no route leads there.</source>
        <translation>Rien de tel n&apos;est accessible depuis {origin} : aucun chemin n&apos;y mène.</translation>
    </message>
    <message>
        <source>closest to {origin}: none reachable</source>
        <translation>le plus proche de {origin} : aucun accessible</translation>
    </message>
    <message>
        <source>closest to {origin}: {answers} ({steps}, tie)</source>
        <translation>le plus proche de {origin} : {answers} ({steps}, égalité)</translation>
    </message>
    <message>
        <source>closest to {origin}: {answers} ({steps})</source>
        <translation>le plus proche de {origin} : {answers} ({steps})</translation>
    </message>
    <message>
        <source>A move of {hexes}</source>
        <translation>Un déplacement de {hexes}</translation>
    </message>
    <message>
        <source>Range {n} (the hexes to the destination, the destination counted)</source>
        <translation>Portée {n} (les hexagones jusqu&apos;à la destination, destination comprise)</translation>
    </message>
    <message>
        <source>{origin} sees {n} units; in sight and in range {range}: {units}</source>
        <translation>{origin} voit {n} unités ; en vue et à portée {range} : {units}</translation>
    </message>
    <message>
        <source>Autosave is off: {why}</source>
        <translation>L&apos;enregistrement automatique est désactivé : {why}</translation>
    </message>
    <message>
        <source>Not autosaved: {why}</source>
        <extracomment>The game file on the table when eraboard last closed (&quot;&quot; for an unsaved table).</extracomment>
        <translation>Pas de sauvegarde automatique : {why}</translation>
    </message>
    <message>
        <source>The game could not be autosaved; eraboard tries again every few seconds. Save still works, in another folder if this disk is full.</source>
        <translation>La partie n’a pas pu être sauvegardée automatiquement ; eraboard réessaie toutes les quelques secondes. Enregistrer fonctionne toujours, dans un autre dossier si ce disque est plein.</translation>
    </message>
    <message>
        <source>Autosave works again.</source>
        <translation>La sauvegarde automatique fonctionne de nouveau.</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>Impossible d&apos;ouvrir ce fichier</translation>
    </message>
    <message>
        <source>a game that cannot be read here</source>
        <translation>une partie illisible ici</translation>
    </message>
    <message>
        <source>An eraboard window did not close normally ({when}). Its autosave holds {game}. Restore it? Discard deletes it; No keeps it for next time.</source>
        <translation>Une fenêtre d&apos;eraboard ne s&apos;est pas fermée normalement ({when}). Sa sauvegarde automatique contient {game}. La restaurer ? Abandonner la supprime ; Non la garde pour la prochaine fois.</translation>
    </message>
    <message>
        <source>(Autosave {number} of {count}, the newest first.)</source>
        <translation>(Sauvegarde automatique {number} sur {count}, la plus récente d’abord.)</translation>
    </message>
    <message>
        <source>The autosaved game is back.</source>
        <translation>La partie sauvegardée automatiquement est restaurée.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>eraboard games, pictures and codes (*.json *.eraboard.json *.png *.txt);;All files (*)</source>
        <translation>Parties, images et codes eraboard (*.json *.eraboard.json *.png *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>eraboard games (*.json)</source>
        <translation>Parties eraboard (*.json)</translation>
    </message>
    <message>
        <source>Could not save: {name} is a picture. Save writes game files (.json); Export Table Picture writes pictures.</source>
        <translation>Échec de l&apos;enregistrement : {name} est une image. Enregistrer écrit des fichiers de partie (.json) ; Exporter l&apos;image de la table écrit des images.</translation>
    </message>
    <message>
        <source>Could not save: {why}</source>
        <translation>Échec de l&apos;enregistrement : {why}</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>{name} enregistré</translation>
    </message>
    <message>
        <source>This game&apos;s history could not be played again: it opens where it was saved, with nothing to undo.</source>
        <translation>L&apos;historique de cette partie n&apos;a pas pu être rejoué : elle s&apos;ouvre là où elle a été enregistrée, sans rien à annuler.</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Parties &amp;récentes</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Games</source>
        <translation>&amp;Effacer les parties récentes</translation>
    </message>
    <message>
        <source>{name} is no longer in {folder}, so it leaves the recent games.</source>
        <translation>Le fichier {name} n&apos;est plus dans {folder} ; il quitte les parties récentes.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>this file or folder may not be used (no permission, or read-only)</source>
        <translation>ce fichier ou dossier n&apos;est pas utilisable (pas d&apos;autorisation, ou en lecture seule)</translation>
    </message>
    <message>
        <source>the file or folder does not exist (any more)</source>
        <translation>le fichier ou dossier n&apos;existe pas (ou plus)</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>c&apos;est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>a part of the path is a file, not a folder</source>
        <translation>une partie du chemin est un fichier, elle n&apos;est pas un dossier</translation>
    </message>
    <message>
        <source>the name is too long for this disk</source>
        <translation>le nom est trop long pour ce disque</translation>
    </message>
    <message>
        <source>the file does not exist (any more)</source>
        <translation>le fichier n&apos;existe pas (ou plus)</translation>
    </message>
    <message>
        <source>this is not a file but a device, a pipe or a socket</source>
        <translation>ce n&apos;est pas un fichier mais un périphérique, un tube ou une socket</translation>
    </message>
    <message>
        <source>this file cannot be read (no permission, or a disk error)</source>
        <translation>ce fichier est illisible (pas d&apos;autorisation, ou erreur du disque)</translation>
    </message>
    <message>
        <source>{file}: {why}</source>
        <translation>{file} : {why}</translation>
    </message>
    <message>
        <source>this is a {kind} picture, not a game: only PNG pictures exported by eraboard carry one</source>
        <translation>c&apos;est une image {kind}, pas une partie : seules les images PNG exportées par eraboard en contiennent une</translation>
    </message>
    <message>
        <source>this game was made by a newer eraboard (format version {version}); this eraboard reads format version {supported}</source>
        <translation>cette partie a été créée par un eraboard plus récent (format version {version}) ; cet eraboard lit le format version {supported}</translation>
    </message>
    <message>
        <source>{file} could not be written: {why}</source>
        <extracomment>The lock every running eraboard holds while it reads and writes back a library file. The editors that keep a draft (`Library.draft`), in the order they are offered back. Damaged files met and put aside, as sentences for the player. The library&apos;s files never written, with why: made by a newer eraboard, or holding an entry that could not be set aside.</extracomment>
        <translation>{file} n&apos;a pas pu être écrit : {why}</translation>
    </message>
    <message>
        <source>another eraboard is writing your library; try again</source>
        <translation>un autre eraboard écrit dans votre bibliothèque ; réessayez</translation>
    </message>
    <message>
        <source>{file} was made by a newer eraboard: it is left as it is</source>
        <translation>{file} a été créé par un eraboard plus récent : il est laissé tel quel</translation>
    </message>
    <message>
        <source>{problem}: it is left as it is</source>
        <translation>{problem} : il est laissé tel quel</translation>
    </message>
    <message>
        <source>{problem} (this entry is kept in {name})</source>
        <translation>{problem} (cette entrée est conservée dans {name})</translation>
    </message>
    <message>
        <source>{problem} (kept as {name})</source>
        <translation>{problem} (gardé sous le nom {name})</translation>
    </message>
    <message>
        <source>Closest towns to the party token (or the clicked hex) on the overland map</source>
        <translation>Les villes les plus proches du pion du groupe (ou de l&apos;hexagone cliqué) sur la carte de la province</translation>
    </message>
    <message>
        <source>Still defeated from the last battle, at 0 HP: {names}. A defeated adventurer takes no turn until healed (the mat&apos;s menu: Heal) or rested at the End of Day.</source>
        <translation>Toujours vaincus depuis la dernière bataille, à 0 PV : {names}. Un aventurier vaincu ne joue pas de tour tant qu&apos;il n&apos;est pas soigné (menu du plateau : Soigner) ou reposé à la fin du jour.</translation>
    </message>
    <message>
        <source>Adventurers Rest {n} of {total}: {name}</source>
        <translation>Repos des aventuriers {n} sur {total} : {name}</translation>
    </message>
    <message>
        <source>The rest waits: Adventurers Rest is on each mat&apos;s right-click menu.</source>
        <translation>Le repos attend : le repos des aventuriers est dans le menu contextuel de chaque plateau.</translation>
    </message>
    <message>
        <source>Gain Status</source>
        <translation>Gagner un état</translation>
    </message>
    <message>
        <source>Drag a die</source>
        <translation>Faites glisser un dé</translation>
    </message>
    <message>
        <source>from a row of a mat to the cooldown track, an active slot or the race sheet; places that accept it light up, a refused drop slides back.</source>
        <translation>d&apos;une rangée du plateau vers la piste de récupération, un emplacement actif ou la fiche de race ; les places qui l&apos;acceptent s&apos;allument, un dépôt refusé revient en arrière.</translation>
    </message>
    <message>
        <source>Shift + drop</source>
        <translation>Maj + dépôt</translation>
    </message>
    <message>
        <source>puts a die or a chip exactly where you drop it, as a logged manual change.</source>
        <translation>pose un dé ou un pion exactement là où vous le lâchez, comme un changement manuel consigné.</translation>
    </message>
    <message>
        <source>Right-click</source>
        <translation>Clic droit</translation>
    </message>
    <message>
        <source>a die, a mat, a chip or a hex for everything you can do with it.</source>
        <translation>sur un dé, un plateau, un pion ou un hexagone pour tout ce que vous pouvez en faire.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>(right) lists every action; Ctrl+Z undoes, a click on a line rewinds to it.</source>
        <translation>(à droite) liste chaque action ; Ctrl+Z annule, un clic sur une ligne y revient.</translation>
    </message>
    <message>
        <source>The Game toolbar</source>
        <translation>La barre Jeu</translation>
    </message>
    <message>
        <source>starts a round, begins the turns, ends a turn and a round.</source>
        <translation>commence un round, lance les tours, termine un tour et un round.</translation>
    </message>
    <message>
        <source>File &gt; New Game</source>
        <translation>Fichier &gt; Nouvelle partie</translation>
    </message>
    <message>
        <source>sets up your own party and its first battle (Ctrl+Shift+N).</source>
        <translation>prépare votre propre groupe et sa première bataille (Ctrl+Maj+N).</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>Premiers pas</translation>
    </message>
    <message>
        <source>Six gestures run the whole table:</source>
        <translation>Six gestes suffisent pour toute la table :</translation>
    </message>
    <message>
        <source>Help &gt; Getting Started shows this again; F1 opens the glossary.</source>
        <translation>Aide &gt; Premiers pas montre cette page à nouveau ; F1 ouvre le glossaire.</translation>
    </message>
    <message>
        <source>an unnamed game</source>
        <translation>une partie sans nom</translation>
    </message>
    <message>
        <source>round {n}</source>
        <translation>round {n}</translation>
    </message>
    <message>
        <source>day {n}</source>
        <translation>jour {n}</translation>
    </message>
    <message>
        <source>last action: {what}</source>
        <translation>dernière action : {what}</translation>
    </message>
    <message>
        <source>this text holds no eraboard code (one starts with ERABOARD)</source>
        <translation>ce texte ne contient aucun code eraboard (un code commence par ERABOARD)</translation>
    </message>
    <message>
        <source>line 1 is damaged: it should say ERABOARD, the version and the number of lines</source>
        <translation>la ligne 1 est abîmée : elle doit dire ERABOARD, la version et le nombre de lignes</translation>
    </message>
    <message>
        <source>this code was made by a newer eraboard (code version {version}); this eraboard reads code version {supported}</source>
        <translation>ce code a été fait par un eraboard plus récent (version de code {version}) ; cet eraboard lit la version de code {supported}</translation>
    </message>
    <message>
        <source>the code stops after line {line}, but it has {total} lines: copy it down to its last line, which starts with END</source>
        <translation>le code s&apos;arrête après la ligne {line}, mais il a {total} lignes : copiez-le jusqu&apos;à sa dernière ligne, qui commence par END</translation>
    </message>
    <message>
        <source>line {line} has a character no code uses: {char!r} (a code is letters and digits, never 0, O, I or l)</source>
        <translation>la ligne {line} contient un caractère qu&apos;aucun code n&apos;utilise : {char!r} (un code n&apos;a que des lettres et des chiffres, jamais 0, O, I ou l)</translation>
    </message>
    <message>
        <source>line {line} has {length} characters, but a line of the code has {full} (the last one fewer): characters were lost or added</source>
        <translation>la ligne {line} a {length} caractères, mais une ligne du code en a {full} (la dernière moins) : des caractères ont été perdus ou ajoutés</translation>
    </message>
    <message>
        <source>line {line} is out of place: it is line {place} of the code (lines were lost, repeated or swapped)</source>
        <translation>la ligne {line} n&apos;est pas à sa place : c&apos;est la ligne {place} du code (des lignes ont été perdues, répétées ou interverties)</translation>
    </message>
    <message>
        <source>line {line} is damaged: a character in it was changed</source>
        <translation>la ligne {line} est abîmée : un de ses caractères a été changé</translation>
    </message>
    <message>
        <source>line {line} should be the last one, END and a checksum, but the code goes on: a line was repeated or added</source>
        <translation>la ligne {line} devrait être la dernière, END et une somme de contrôle, mais le code continue : une ligne a été répétée ou ajoutée</translation>
    </message>
    <message>
        <source>line {line}, the last, lost its checksum after END: copy it whole</source>
        <translation>la ligne {line}, la dernière, a perdu sa somme de contrôle après END : copiez-la en entier</translation>
    </message>
    <message>
        <source>the code was altered: its checksum (on line {line}, the last) does not match its lines</source>
        <translation>le code a été modifié : sa somme de contrôle (ligne {line}, la dernière) ne correspond pas à ses lignes</translation>
    </message>
    <message>
        <source>the code is damaged: its contents cannot be unpacked</source>
        <translation>le code est abîmé : son contenu ne peut pas être décompressé</translation>
    </message>
    <message>
        <source>the code holds more than a game can be</source>
        <translation>le code contient plus qu&apos;une partie ne peut contenir</translation>
    </message>
    <message>
        <source>Copy as Text</source>
        <translation>Copier en texte</translation>
    </message>
    <message>
        <source>The table&apos;s code is on the clipboard ({lines} lines).</source>
        <translation>Le code de la table est dans le presse-papiers ({lines} lignes).</translation>
    </message>
    <message>
        <source>the code</source>
        <translation>le code</translation>
    </message>
    <message>
        <source>Cannot open this code</source>
        <translation>Impossible d&apos;ouvrir ce code</translation>
    </message>
    <message>
        <source>The table of the code is open, not saved yet.</source>
        <translation>La table du code est ouverte, pas encore enregistrée.</translation>
    </message>
    <message>
        <source>(entrance)</source>
        <translation>(entrée)</translation>
    </message>
    <message>
        <source>through {door}</source>
        <translation>par {door}</translation>
    </message>
    <message>
        <source>Tiles: {tiles}</source>
        <translation>Tuiles : {tiles}</translation>
    </message>
    <message>
        <source>Doors to explore: {doors}</source>
        <translation>Portes à explorer : {doors}</translation>
    </message>
    <message>
        <source>Skyshards found: {found} of {needed}</source>
        <translation>Éclats célestes trouvés : {found} sur {needed}</translation>
    </message>
    <message>
        <source>Adventurer {n}</source>
        <translation>Aventurier {n}</translation>
    </message>
    <message>
        <source>Tile {n} of those picked ({tile}) fits at no open door of the map: pick another tile or change the order.</source>
        <translation>La tuile {n} de celles choisies ({tile}) ne s’ajuste à aucune porte ouverte de la carte : choisissez une autre tuile ou changez l’ordre.</translation>
    </message>
    <message>
        <source>Rules question</source>
        <translation>Question de règles</translation>
    </message>
    <message>
        <source>New question</source>
        <translation>Nouvelle question</translation>
    </message>
    <message>
        <source>A battle map: the entrance tile, the party on it</source>
        <translation>Une carte de combat : la tuile d’entrée, le groupe dessus</translation>
    </message>
    <message>
        <source>Add →</source>
        <translation>Ajouter →</translation>
    </message>
    <message>
        <source>← Remove</source>
        <translation>← Retirer</translation>
    </message>
    <message>
        <source>Saved adventurers:</source>
        <translation>Aventuriers enregistrés :</translation>
    </message>
    <message>
        <source>Blank mats:</source>
        <translation>Plateaux vierges :</translation>
    </message>
    <message>
        <source>Pick the mats of the question (1 to 4).</source>
        <translation>Choisissez les plateaux de la question (1 à 4).</translation>
    </message>
    <message>
        <source>Tiles from your library to lay on, in order, each through the next open door:</source>
        <translation>Tuiles de votre bibliothèque à poser, dans l’ordre, chacune par la prochaine porte ouverte :</translation>
    </message>
    <message>
        <source>A question&apos;s table has 1 to 4 mats.</source>
        <translation>La table d’une question a 1 à 4 plateaux.</translation>
    </message>
    <message>
        <source>Click an adventurer&apos;s mat first.</source>
        <translation>Cliquer d&apos;abord sur le plateau d&apos;un aventurier.</translation>
    </message>
    <message>
        <source>Type the track</source>
        <translation>Saisir la piste</translation>
    </message>
    <message>
        <source>{name}&apos;s track, in order, names separated by commas (a skill line, maybe with its face in brackets; light; over; a status):</source>
        <translation>La piste de {name}, dans l’ordre, noms séparés par des virgules (une ligne de compétence, avec sa face entre parenthèses si besoin ; light ; over ; un statut) :</translation>
    </message>
    <message>
        <source>Manual: set up {who}&apos;s mat</source>
        <translation>Manuel : fixer tout le plateau de {who}</translation>
    </message>
    <message>
        <source>there is no “{name}” die left to put in the track</source>
        <translation>il ne reste aucun dé « {name} » à mettre sur la piste</translation>
    </message>
    <message>
        <source>“{name}”: {skill} has no face “{face}” (its faces: {faces})</source>
        <translation>« {name} » : {skill} n’a pas de face « {face} » (ses faces : {faces})</translation>
    </message>
    <message>
        <source>{who} has no more “{name}” dice for this track</source>
        <translation>{who} n’a plus de dés « {name} » pour cette piste</translation>
    </message>
    <message>
        <source>“{name}” is no die of {who}&apos;s: did you mean {hint}?</source>
        <translation>« {name} » n’est pas un dé de {who} : vouliez-vous dire {hint} ?</translation>
    </message>
    <message>
        <source>“{name}” is no die of {who}&apos;s (the names are: {names})</source>
        <translation>« {name} » n’est pas un dé de {who} (les noms sont : {names})</translation>
    </message>
    <message>
        <source>a track holds {size} dice at most, not {n}</source>
        <translation>une piste contient {size} dés au plus, pas {n}</translation>
    </message>
    <message>
        <source>Caches and enemies of the new tile</source>
        <translation>Caches et ennemis de la nouvelle tuile</translation>
    </message>
    <message>
        <source>&amp;Exploration Cards…</source>
        <translation>Cartes d&apos;&amp;exploration…</translation>
    </message>
    <message>
        <source>Enemy &amp;Bags…</source>
        <translation>&amp;Sacs d&apos;ennemis…</translation>
    </message>
    <message>
        <source>{file} could not be read ({why}); the shipped examples are used</source>
        <translation>{file} n&apos;a pas pu être lu ({why}) : les exemples fournis sont utilisés</translation>
    </message>
    <message>
        <source> (the party chose among {n} hexes tied for farthest)</source>
        <translation> (le groupe a choisi parmi {n} hexagones à égalité pour le plus éloigné)</translation>
    </message>
    <message>
        <source>A legendary cache goes on the hex {q}, {r}</source>
        <translation>Une cache légendaire va sur l&apos;hexagone {q}, {r}</translation>
    </message>
    <message>
        <source>A common cache goes on the hex {q}, {r}</source>
        <translation>Une cache commune va sur l&apos;hexagone {q}, {r}</translation>
    </message>
    <message>
        <source>No cache hex is left: a legendary cache is not placed</source>
        <translation>Plus d&apos;hexagone de cache libre : une cache légendaire n&apos;est pas placée</translation>
    </message>
    <message>
        <source>No cache hex is left: a common cache is not placed</source>
        <translation>Plus d&apos;hexagone de cache libre : une cache commune n&apos;est pas placée</translation>
    </message>
    <message>
        <source>{card}: {ep} encounter points, enemies up to level {level} for a party of {party}; the chips drawn spend {spent}</source>
        <translation>{card} : {ep} points de rencontre, ennemis jusqu&apos;au niveau {level} pour un groupe de {party} ; les jetons piochés en dépensent {spent}</translation>
    </message>
    <message>
        <source>{who} (level {level}) is deployed on the hex {q}, {r}</source>
        <translation>{who} (niveau {level}) est déployé sur l&apos;hexagone {q}, {r}</translation>
    </message>
    <message>
        <source>{name} (level {level}) finds no deployment hex left and is not deployed</source>
        <translation>{name} (niveau {level}) ne trouve plus d&apos;hexagone de déploiement et n&apos;est pas déployé</translation>
    </message>
    <message>
        <source>{who} moves by the rules</source>
        <translation>{who} se déplace selon les règles</translation>
    </message>
    <message>
        <source>{who} engages by the rules</source>
        <translation>{who} engage selon les règles</translation>
    </message>
    <message>
        <source>Manual: edit {who}&apos;s fighting stats</source>
        <translation>Manuel : modifier les caractéristiques de combat de {who}</translation>
    </message>
    <message>
        <source>Manual change: {who}&apos;s fighting stats are edited</source>
        <translation>Changement manuel : les caractéristiques de combat de {who} sont modifiées</translation>
    </message>
    <message>
        <source>{who} can reach no hex to target from: it heads for {focus}</source>
        <translation>{who} ne peut atteindre aucun hexagone d&apos;où cibler : il se dirige vers {focus}</translation>
    </message>
    <message>
        <source>{moves}, going for {focus}, and arrives where it can target</source>
        <translation>{moves}, en direction de {focus}, et arrive là où il peut cibler</translation>
    </message>
    <message>
        <source>{moves}, going for {focus}, {left}</source>
        <translation>{moves}, en direction de {focus}, {left}</translation>
    </message>
    <message>
        <source>{who} engages {targets}: Combat roll {roll} = {total}</source>
        <translation>{who} engage {targets} : jet de Combat {roll} = {total}</translation>
    </message>
    <message>
        <source>{who} does not move: a unit it can target is in its range and sight</source>
        <translation>{who} ne se déplace pas : une unité qu&apos;il peut cibler est à portée et en vue</translation>
    </message>
    <message>
        <source>{who} does not move: no unit of the party is on the map</source>
        <translation>{who} ne se déplace pas : aucune unité du groupe n&apos;est sur la carte</translation>
    </message>
    <message>
        <source>{who} does not move: no route leads toward the party</source>
        <translation>{who} ne se déplace pas : aucun chemin ne mène vers le groupe</translation>
    </message>
    <message>
        <source>{who} goes for {focus}; {far}</source>
        <translation>{who} se dirige vers {focus} ; {far}</translation>
    </message>
    <message>
        <source>— click one of the lit hexes to say where it ends</source>
        <translation>— cliquez sur l&apos;un des hexagones éclairés pour dire où il s&apos;arrête</translation>
    </message>
    <message>
        <source>{who} has no unit to target</source>
        <translation>{who} n&apos;a aucune unité à cibler</translation>
    </message>
    <message>
        <source>{who} targets {targets}</source>
        <translation>{who} cible {targets}</translation>
    </message>
    <message>
        <source>{who} targets {sure}; the party picks {count} of {pool}</source>
        <translation>{who} cible {sure} ; le groupe en choisit {count} parmi {pool}</translation>
    </message>
    <message>
        <source>{who} can target {units}: pick whom it engages</source>
        <translation>{who} peut cibler {units} : choisissez qui il engage</translation>
    </message>
    <message>
        <source>weakest</source>
        <translation>le plus faible</translation>
    </message>
    <message>
        <source>strongest</source>
        <translation>le plus fort</translation>
    </message>
    <message>
        <source>range {range}, target value {targets}, {priority}, Combat dice {dice} ({faces}), movement {movement}</source>
        <translation>portée {range}, valeur de cible {targets}, {priority}, dés de Combat {dice} ({faces}), déplacement {movement}</translation>
    </message>
    <message>
        <source>Legendary cache (hex {q}, {r})</source>
        <translation>Cache légendaire (hexagone {q}, {r})</translation>
    </message>
    <message>
        <source>Common cache (hex {q}, {r})</source>
        <translation>Cache commune (hexagone {q}, {r})</translation>
    </message>
</context>
<context>
    <name>AdventurerDialog</name>
    <message>
        <source>Adventurer</source>
        <translation>Aventurier</translation>
    </message>
    <message>
        <source>e.g. Ysolde of Wayrest</source>
        <translation>p. ex. Ysolde de Wayrest</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>New Skill Line…</source>
        <translation>Nouvelle ligne de compétence…</translation>
    </message>
    <message>
        <source>Edit Dice…</source>
        <translation>Modifier les dés…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Keep in My Adventurers</source>
        <translation>Garder dans mes aventuriers</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Race:</source>
        <translation>Race :</translation>
    </message>
    <message>
        <source>HP:</source>
        <translation>PV :</translation>
    </message>
    <message>
        <source>Max HP:</source>
        <translation>PV max :</translation>
    </message>
    <message>
        <source>Cooldown stat:</source>
        <translation>Caractéristique de récupération :</translation>
    </message>
    <message>
        <source>Stamina stat:</source>
        <translation>Caractéristique d&apos;endurance :</translation>
    </message>
    <message>
        <source>Tenacity:</source>
        <translation>Ténacité :</translation>
    </message>
    <message>
        <source>Rows on the mat:</source>
        <translation>Rangées du plateau :</translation>
    </message>
    <message>
        <source>The mat</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <source>First die of the chosen line:</source>
        <translation>Premier dé de la ligne choisie :</translation>
    </message>
    <message>
        <source>Skill lines and their dice</source>
        <translation>Lignes de compétence et leurs dés</translation>
    </message>
    <message>
        <source>{name} ({attribute})</source>
        <translation>{name} ({attribute})</translation>
    </message>
    <message>
        <source>{name} — {attribute} row, {count} dice</source>
        <translation>{name} — rangée {attribute}, {count} dés</translation>
    </message>
    <message>
        <source>Could not save: {why}. The adventurer is kept as a draft while it can be written.</source>
        <translation>Échec de l&apos;enregistrement : {why}. L&apos;aventurier est conservé comme brouillon tant qu&apos;il peut être écrit.</translation>
    </message>
    <message>
        <source>{name} is kept in My Adventurers.</source>
        <translation>{name} est gardé dans mes aventuriers.</translation>
    </message>
</context>
<context>
    <name>AmountDialog</name>
    <message>
        <source>No one (a status die or an effect)</source>
        <translation>Personne (un dé de statut ou un effet)</translation>
    </message>
    <message>
        <source>The unit whose engage or ability dealt it is credited with a defeat.</source>
        <translation>L’unité dont l’engagement ou la capacité les inflige se voit attribuer la défaite.</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Quantité :</translation>
    </message>
    <message>
        <source>Dealt by:</source>
        <translation>Infligés par :</translation>
    </message>
</context>
<context>
    <name>AnnotationTool</name>
    <message>
        <source>Label</source>
        <translation>Étiquette</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>Texte :</translation>
    </message>
</context>
<context>
    <name>ArrivalControls</name>
    <message>
        <source>The new tile&apos;s caches and enemies are still to come: click the new tile to draw them, or right-click it to name the enemies you drew.</source>
        <extracomment>The settings key of the player&apos;s choice to name the chips they draw from their own bags (the &quot;own_draws&quot; command) rather than have the table draw. The chips drawn for the tile waiting and the ties the party has settled so far; ``tie`` holds the hexes lit now (empty: no choice is asked).</extracomment>
        <translation>Les caches et les ennemis de la nouvelle tuile restent à venir : cliquer sur la nouvelle tuile pour les piocher, ou clic droit dessus pour nommer les ennemis que vous avez piochés.</translation>
    </message>
    <message>
        <source>{count} hexes tie for farthest: click the lit hex where {what} goes.</source>
        <translation>{count} hexagones sont à égalité pour le plus éloigné : cliquer sur l&apos;hexagone éclairé où va {what}.</translation>
    </message>
    <message>
        <source>&amp;Draw Its Enemies at Random</source>
        <translation>Piocher ses ennemis au &amp;hasard</translation>
    </message>
    <message>
        <source>&amp;Name the Enemies Drawn…</source>
        <translation>N&amp;ommer les ennemis piochés…</translation>
    </message>
    <message>
        <source>Tied for farthest</source>
        <translation>À égalité pour le plus éloigné</translation>
    </message>
    <message>
        <source>{name} (level {level})</source>
        <translation>{name} (niveau {level})</translation>
    </message>
    <message>
        <source>the legendary cache</source>
        <translation>la cache légendaire</translation>
    </message>
    <message>
        <source>a common cache</source>
        <translation>une cache commune</translation>
    </message>
</context>
<context>
    <name>BagColumn</name>
    <message>
        <source>Range, target value, priority, Combat dice, movement and skills</source>
        <translation>Portée, valeur de cible, priorité, dés de Combat, déplacement et compétences</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Niveau :</translation>
    </message>
    <message>
        <source>HP:</source>
        <translation>PV :</translation>
    </message>
    <message>
        <source>{name}: level {level}, {hp} HP</source>
        <translation>{name} : niveau {level}, {hp} PV</translation>
    </message>
    <message>
        <source>Fighting stats of {name}</source>
        <translation>Caractéristiques de combat de {name}</translation>
    </message>
    <message>
        <source>New enemy</source>
        <translation>Nouvel ennemi</translation>
    </message>
</context>
<context>
    <name>BagEditorDialog</name>
    <message>
        <source>Enemy Bags</source>
        <translation>Sacs d&apos;ennemis</translation>
    </message>
    <message>
        <source>&amp;Add a Chip</source>
        <translation>&amp;Ajouter un jeton</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Fighting &amp;Stats…</source>
        <translation>&amp;Caractéristiques de combat…</translation>
    </message>
    <message>
        <source>A&amp;dd a Chip</source>
        <translation>Aj&amp;outer un jeton</translation>
    </message>
    <message>
        <source>R&amp;emove</source>
        <translation>R&amp;etirer</translation>
    </message>
    <message>
        <source>Fighting S&amp;tats…</source>
        <translation>Caractéristiques de com&amp;bat…</translation>
    </message>
    <message>
        <source>The 1/5 bag</source>
        <translation>Le sac 1/5</translation>
    </message>
    <message>
        <source>The 10/20 bag</source>
        <translation>Le sac 10/20</translation>
    </message>
    <message>
        <source>The enemy chips you keep in each bag. When a tile is placed, the table draws its enemies from what is left in them.</source>
        <translation>Les jetons d&apos;ennemis que vous gardez dans chaque sac. Quand une tuile est placée, la table pioche ses ennemis parmi ce qui y reste.</translation>
    </message>
</context>
<context>
    <name>BattleControls</name>
    <message>
        <source>Start &amp;Round</source>
        <translation>&amp;Commencer le round</translation>
    </message>
    <message>
        <source>Raise the round counter; a fatigue round after round 5</source>
        <translation>Avancer le compteur de rounds ; round de fatigue après le round 5</translation>
    </message>
    <message>
        <source>&amp;Begin Turns</source>
        <translation>Commencer les tou&amp;rs</translation>
    </message>
    <message>
        <source>Start-of-round effects are done: the fatigue check of a fatigue round, then the first adventurer&apos;s turn</source>
        <translation>Les effets de début de round sont faits : le test de fatigue d&apos;un round de fatigue, puis le tour du premier aventurier</translation>
    </message>
    <message>
        <source>&amp;Lower the Round Counter</source>
        <translation>Bai&amp;sser le compteur de rounds</translation>
    </message>
    <message>
        <source>An effect lowers the round counter by 1 (from the fatigue face: to 5)</source>
        <translation>Un effet baisse le compteur de rounds de 1 (depuis la face fatigue : à 5)</translation>
    </message>
    <message>
        <source>End &amp;Turn</source>
        <translation>&amp;Terminer le tour</translation>
    </message>
    <message>
        <source>End this unit&apos;s turn; the next one starts (adventurers run their Recovery step)</source>
        <translation>Terminer le tour de cette unité ; la suivante commence (les aventuriers effectuent leur étape de récupération)</translation>
    </message>
    <message>
        <source>End Rou&amp;nd</source>
        <translation>Terminer le rou&amp;nd</translation>
    </message>
    <message>
        <source>Check the objective, then a new round can start</source>
        <translation>Vérifier l&apos;objectif ; un nouveau round peut ensuite commencer</translation>
    </message>
    <message>
        <source>R&amp;etreat</source>
        <translation>&amp;Battre en retraite</translation>
    </message>
    <message>
        <source>Lea&amp;ve the Battle</source>
        <translation>&amp;Quitter le combat</translation>
    </message>
    <message>
        <source>Previ&amp;ous Placement</source>
        <translation>Placement précé&amp;dent</translation>
    </message>
    <message>
        <source>Ne&amp;xt Placement</source>
        <translation>Placement sui&amp;vant</translation>
    </message>
    <message>
        <source>Use the &amp;Guild Assist…</source>
        <translation>Utiliser l&apos;&amp;aide de la guilde…</translation>
    </message>
    <message>
        <source>Set Skyshards &amp;Found…</source>
        <translation>Ré&amp;gler les éclats trouvés…</translation>
    </message>
    <message>
        <source>Change how many skyshards the party has found (an effect gave one)</source>
        <translation>Changer le nombre d’éclats célestes trouvés par le groupe (un effet en a donné un)</translation>
    </message>
    <message>
        <source>&amp;Move the Party Token…</source>
        <translation>Déplacer le pi&amp;on du groupe…</translation>
    </message>
    <message>
        <source>At the end of the round, the party retreats: the encounter ends</source>
        <translation>À la fin du round, le groupe bat en retraite : la rencontre prend fin</translation>
    </message>
    <message>
        <source>Clear the battle map once the battle is over</source>
        <translation>Vider la carte de combat une fois le combat terminé</translation>
    </message>
    <message>
        <source>Show the previous legal placement of the drawn tile</source>
        <translation>Montrer le placement autorisé précédent de la tuile piochée</translation>
    </message>
    <message>
        <source>Show the next legal placement of the drawn tile (or click the ghost tile)</source>
        <translation>Montrer le placement autorisé suivant de la tuile piochée (ou cliquer sur la tuile fantôme)</translation>
    </message>
    <message>
        <source>&amp;Place Tile</source>
        <translation>&amp;Placer la tuile</translation>
    </message>
    <message>
        <source>Place the drawn tile where the ghost shows</source>
        <translation>Placer la tuile piochée à l&apos;endroit indiqué par le fantôme</translation>
    </message>
    <message>
        <source>End of &amp;Day</source>
        <translation>Fin de la &amp;journée</translation>
    </message>
    <message>
        <source>End of Day Phase: Adventurers Rest by difficulty</source>
        <translation>Phase de fin de journée : repos des aventuriers selon la difficulté</translation>
    </message>
    <message>
        <source>Once per campaign: heal fully, clear fatigue and status dice</source>
        <translation>Une fois par campagne : soin complet, retrait de la fatigue et des dés d&apos;état</translation>
    </message>
    <message>
        <source>Set the Round &amp;Counter…</source>
        <translation>Régler le co&amp;mpteur de rounds…</translation>
    </message>
    <message>
        <source>Change the round counter (an effect may lower it to 5 or less)</source>
        <translation>Changer le compteur de rounds (un effet peut le ramener à 5 ou moins)</translation>
    </message>
    <message>
        <source>Move the party token on the overland map (after a full party defeat: to a closest town)</source>
        <translation>Déplacer le pion du groupe sur la carte de la province (après la défaite de tout le groupe : vers l&apos;une des villes les plus proches)</translation>
    </message>
    <message>
        <source>Visit the &amp;Inn</source>
        <translation>Aller à l&apos;a&amp;uberge</translation>
    </message>
    <message>
        <source>Town action: heal fully, clear fatigue and status dice, recover every die</source>
        <translation>Action de ville : soin complet, retrait de la fatigue et des dés d&apos;état, récupération de tous les dés</translation>
    </message>
    <message>
        <source>Choose which closest town the party goes to: Battle &gt; Move the Party Token.</source>
        <translation>Choisir vers quelle ville la plus proche va le groupe : Combat &gt; Déplacer le pion du groupe.</translation>
    </message>
    <message>
        <source>Choose who acts next, then click the lit chip: {names}</source>
        <translation>Choisissez qui joue ensuite, puis cliquez sur le pion éclairé : {names}</translation>
    </message>
    <message>
        <source>Deal T&amp;rue Damage…</source>
        <translation>Infliger des dégâts véri&amp;tables…</translation>
    </message>
    <message>
        <source>&amp;Apply Status</source>
        <translation>Appliquer un &amp;état</translation>
    </message>
    <message>
        <source>Set H&amp;P…</source>
        <translation>Ré&amp;gler les PV…</translation>
    </message>
    <message>
        <source>Set Ma&amp;x HP…</source>
        <translation>Régler les PV ma&amp;x…</translation>
    </message>
    <message>
        <source>De&amp;feat</source>
        <translation>Vain&amp;cre</translation>
    </message>
    <message>
        <source>Defeat, Leave on the T&amp;ile</source>
        <translation>Vaincre, laisser sur la tu&amp;ile</translation>
    </message>
    <message>
        <source>Take Off the &amp;Map</source>
        <translation>S&amp;ortir de la carte</translation>
    </message>
    <message>
        <source>Heal or Re&amp;vive…</source>
        <translation>Soi&amp;gner ou ranimer…</translation>
    </message>
    <message>
        <source>O&amp;ut of Turn</source>
        <translation>Hors de son to&amp;ur</translation>
    </message>
    <message>
        <source>&amp;Engage</source>
        <translation>&amp;Engager</translation>
    </message>
    <message>
        <source>&amp;Recovery Step</source>
        <translation>Étape de &amp;récupération</translation>
    </message>
    <message>
        <source>Skyshards found</source>
        <translation>Éclats célestes trouvés</translation>
    </message>
    <message>
        <source>Skyshards the party has found:</source>
        <translation>Éclats célestes trouvés par le groupe :</translation>
    </message>
    <message>
        <source>Pr&amp;otected from Targeting</source>
        <translation>À l&apos;&amp;abri du ciblage</translation>
    </message>
    <message>
        <source>True damage to {name}</source>
        <translation>Dégâts véritables à {name}</translation>
    </message>
    <message>
        <source>How much true damage does {name} take?</source>
        <translation>Combien de dégâts véritables {name} subit-il ?</translation>
    </message>
    <message>
        <source>Damage to {name}</source>
        <translation>Dégâts à {name}</translation>
    </message>
    <message>
        <source>How much damage does {name} take?</source>
        <translation>Combien de dégâts {name} subit-il ?</translation>
    </message>
    <message>
        <source>Heal {name}</source>
        <translation>Soigner {name}</translation>
    </message>
    <message>
        <source>How many HP does {name} heal?</source>
        <translation>Combien de PV {name} récupère-t-il ?</translation>
    </message>
    <message>
        <source>Placement {n} of {total}: ] or a click on the ghost shows the next, Enter places the tile.</source>
        <translation>Placement {n} sur {total} : ] ou un clic sur le fantôme montre le suivant, Entrée place la tuile.</translation>
    </message>
    <message>
        <source>The exploration deck is empty.</source>
        <translation>Le paquet d&apos;exploration est vide.</translation>
    </message>
    <message>
        <source>Draw a card at random</source>
        <translation>Piocher une carte au hasard</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>Explorer</translation>
    </message>
    <message>
        <source>Draw the next exploration card, or pick the card you drew from your deck:</source>
        <translation>Piocher la carte d&apos;exploration suivante, ou choisir la carte tirée de votre propre paquet :</translation>
    </message>
    <message>
        <source>Round counter</source>
        <translation>Compteur de rounds</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Round :</translation>
    </message>
    <message>
        <source>Party token</source>
        <translation>Pion du groupe</translation>
    </message>
    <message>
        <source>Move the party token to:</source>
        <translation>Déplacer le pion du groupe vers :</translation>
    </message>
    <message>
        <source>Deal &amp;Damage…</source>
        <translation>Infliger des &amp;dégâts…</translation>
    </message>
    <message>
        <source>&amp;Heal…</source>
        <translation>&amp;Soigner…</translation>
    </message>
    <message>
        <source>&amp;Remove Status</source>
        <translation>&amp;Retirer un état</translation>
    </message>
    <message>
        <source>Remove the Defeated Chip</source>
        <translation>Retirer le pion vaincu</translation>
    </message>
    <message>
        <source>Take the Next Turn</source>
        <translation>Jouer le tour suivant</translation>
    </message>
    <message>
        <source>Fighting stats of {name}</source>
        <translation>Caractéristiques de combat de {name}</translation>
    </message>
    <message>
        <source>Fi&amp;ghting Stats…</source>
        <translation>Caractéristiques de com&amp;bat…</translation>
    </message>
</context>
<context>
    <name>CardEditorDialog</name>
    <message>
        <source>Exploration Cards</source>
        <translation>Cartes d&apos;exploration</translation>
    </message>
    <message>
        <source>The card shows a skyshard</source>
        <translation>La carte montre un éclat céleste</translation>
    </message>
    <message>
        <source>{n} adventurers:</source>
        <translation>{n} aventuriers :</translation>
    </message>
    <message>
        <source>1 adventurer:</source>
        <translation>1 aventurier :</translation>
    </message>
    <message>
        <source>Encounter points:</source>
        <translation>Points de rencontre :</translation>
    </message>
    <message>
        <source>Highest enemy level for</source>
        <translation>Niveau d&apos;ennemi le plus haut pour</translation>
    </message>
    <message>
        <source>Common caches:</source>
        <translation>Caches communes :</translation>
    </message>
    <message>
        <source>Legendary caches:</source>
        <translation>Caches légendaires :</translation>
    </message>
    <message>
        <source>What the card of each tile brings when the tile is placed. The enemies drawn spend their levels from the encounter points, each at most the level of the party&apos;s row.</source>
        <translation>Ce qu&apos;apporte la carte de chaque tuile quand la tuile est placée. Les ennemis piochés dépensent leur niveau sur les points de rencontre, chacun au plus du niveau de la ligne du groupe.</translation>
    </message>
</context>
<context>
    <name>ChipDialog</name>
    <message>
        <source>Add an Enemy</source>
        <translation>Ajouter un ennemi</translation>
    </message>
    <message>
        <source>Add a Companion</source>
        <translation>Ajouter un compagnon</translation>
    </message>
    <message>
        <source>On the hex {q}, {r}:</source>
        <translation>Sur l&apos;hexagone {q}, {r} :</translation>
    </message>
</context>
<context>
    <name>CompanionTurns</name>
    <message>
        <source>{name} engages</source>
        <translation>{name} engage</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>{who} moves %n hex</source>
        <translation>
            <numerusform>{who} se déplace de %n case</numerusform>
            <numerusform>{who} se déplace de %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} moves %n hexes</source>
        <translation>
            <numerusform>{who} se déplace de %n case</numerusform>
            <numerusform>{who} se déplace de %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}: Recovery step takes %n die</source>
        <translation>
            <numerusform>{who} : l’étape de récupération reprend %n dé</numerusform>
            <numerusform>{who} : l’étape de récupération reprend %n dés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}: Recovery step takes %n dice</source>
        <translation>
            <numerusform>{who} : l’étape de récupération reprend %n dé</numerusform>
            <numerusform>{who} : l’étape de récupération reprend %n dés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %n die</source>
        <translation>
            <numerusform>Lancer %n dé</numerusform>
            <numerusform>Lancer %n dés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %n dice</source>
        <translation>
            <numerusform>Lancer %n dé</numerusform>
            <numerusform>Lancer %n dés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die rolled: {dice}</source>
        <translation>
            <numerusform>%n dé lancé : {dice}</numerusform>
            <numerusform>%n dés lancés : {dice}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice rolled: {dice}</source>
        <translation>
            <numerusform>%n dé lancé : {dice}</numerusform>
            <numerusform>%n dés lancés : {dice}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n way to place the {shape} tile</source>
        <translation>
            <numerusform>%n façon de poser la tuile {shape}</numerusform>
            <numerusform>%n façons de poser la tuile {shape} : choisissez-en une</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ways to place the {shape} tile: choose one</source>
        <translation>
            <numerusform>%n façon de poser la tuile {shape}</numerusform>
            <numerusform>%n façons de poser la tuile {shape} : choisissez-en une</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt</source>
        <translation>
            <numerusform>%n tentative</numerusform>
            <numerusform>%n tentatives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempts</source>
        <translation>
            <numerusform>%n tentative</numerusform>
            <numerusform>%n tentatives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} rests and heals %n HP</source>
        <translation>
            <numerusform>{who} se repose et soigne %n PV</numerusform>
            <numerusform>{who} se repose et soigne %n PV</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n die leaves the track</source>
        <translation>
            <numerusform> ; %n dé quitte la piste</numerusform>
            <numerusform> ; %n dés quittent la piste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n dice leave the track</source>
        <translation>
            <numerusform> ; %n dé quitte la piste</numerusform>
            <numerusform> ; %n dés quittent la piste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exploration deck: %n card, skyshards in it: {shards}</source>
        <translation>
            <numerusform>Pioche d’exploration : %n carte (éclats célestes : {shards})</numerusform>
            <numerusform>Pioche d’exploration : %n cartes (éclats célestes : {shards})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exploration deck: %n cards, skyshards in it: {shards}</source>
        <translation>
            <numerusform>Pioche d’exploration : %n carte (éclats célestes : {shards})</numerusform>
            <numerusform>Pioche d’exploration : %n cartes (éclats célestes : {shards})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} gains %n light fatigue</source>
        <translation>
            <numerusform>{who} gagne %n fatigue légère</numerusform>
            <numerusform>{who} gagne %n fatigues légères</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} gains %n overfatigue</source>
        <translation>
            <numerusform>{who} gagne %n sur-fatigue</numerusform>
            <numerusform>{who} gagne %n sur-fatigues</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeployMap</name>
    <message>
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
</context>
<context>
    <name>DiceOrderControls</name>
    <message>
        <source>{die}, from active slot {n}</source>
        <translation>{die}, de l&apos;emplacement actif {n}</translation>
    </message>
    <message>
        <source>E&amp;xhaust Active Dice in Order…</source>
        <translation>Épuiser les dés actifs dans l&apos;&amp;ordre…</translation>
    </message>
</context>
<context>
    <name>DiceOrderDialog</name>
    <message>
        <source>Order of {who}&apos;s Dice</source>
        <translation>Ordre des dés de {who}</translation>
    </message>
    <message>
        <source>{who}&apos;s track has room for {room} of these dice: they go in from the top of the list, and the others find it full. Drag them, or move the selected one, into the order you want.</source>
        <translation>La piste de {who} a de la place pour {room} de ces dés : ils y entrent depuis le haut de la liste, et les autres la trouvent pleine. Faites-les glisser, ou déplacez celui qui est sélectionné, dans l&apos;ordre voulu.</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>&amp;Descendre</translation>
    </message>
</context>
<context>
    <name>DieEditor</name>
    <message>
        <source>die name, e.g. I</source>
        <translation>nom du dé, p. ex. I</translation>
    </message>
    <message>
        <source>Die name:</source>
        <translation>Nom du dé :</translation>
    </message>
    <message>
        <source>As the table shows it:</source>
        <translation>Tel que la table le montre :</translation>
    </message>
</context>
<context>
    <name>DrawnEnemiesDialog</name>
    <message>
        <source>Enemies Drawn</source>
        <translation>Ennemis piochés</translation>
    </message>
    <message>
        <source>{name}: level {level}, {hp} HP</source>
        <extracomment>The rows ticked, in the order they were ticked (the order drawn).</extracomment>
        <translation>{name} : niveau {level}, {hp} PV</translation>
    </message>
    <message>
        <source>Tick the chips you drew from your bags, in the order you drew them. They go on the new tile farthest first.</source>
        <translation>Cocher les jetons piochés dans vos sacs, dans l&apos;ordre où vous les avez piochés. Ils vont sur la nouvelle tuile, le plus éloigné d&apos;abord.</translation>
    </message>
    <message>
        <source>{spent} of {ep} encounter points spent; enemies up to level {level}.</source>
        <translation>{spent} points de rencontre dépensés sur {ep} ; ennemis jusqu&apos;au niveau {level}.</translation>
    </message>
</context>
<context>
    <name>EncounterDialog</name>
    <message>
        <source>Encounter</source>
        <translation>Rencontre</translation>
    </message>
    <message>
        <source>Next battle</source>
        <translation>Prochaine bataille</translation>
    </message>
    <message>
        <source>Place the Rest on Deployment Hexes</source>
        <translation>Placer les autres sur les hexagones de déploiement</translation>
    </message>
    <message>
        <source>Clear Placement</source>
        <translation>Effacer le placement</translation>
    </message>
    <message>
        <source>Add Enemy</source>
        <translation>Ajouter un ennemi</translation>
    </message>
    <message>
        <source>Add Companion</source>
        <translation>Ajouter un compagnon</translation>
    </message>
    <message>
        <source>Start Battle</source>
        <translation>Commencer la bataille</translation>
    </message>
    <message>
        <source>Skyshards</source>
        <translation>Éclats célestes</translation>
    </message>
    <message>
        <source>Exploration deck (cards of each kind)</source>
        <translation>Pioche d&apos;exploration (cartes de chaque sorte)</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Objective:</source>
        <translation>Objectif :</translation>
    </message>
    <message>
        <source>Skyshards needed:</source>
        <translation>Éclats célestes requis :</translation>
    </message>
    <message>
        <source>Entrance tile:</source>
        <translation>Tuile d&apos;entrée :</translation>
    </message>
    <message>
        <source>Enemies</source>
        <translation>Ennemis</translation>
    </message>
    <message>
        <source>Companions</source>
        <translation>Compagnons</translation>
    </message>
    <message>
        <source>Drag chips onto hexes; the gold rings are the party&apos;s places.</source>
        <translation>Faites glisser les pions sur les hexagones ; les anneaux dorés sont les places du groupe.</translation>
    </message>
</context>
<context>
    <name>EnemyCounted</name>
    <message numerus="yes">
        <source>%n hex short of a hex it can target from</source>
        <translation>
            <numerusform>à %n hexagone d&apos;un hexagone d&apos;où cibler</numerusform>
            <numerusform>à %n hexagones d&apos;un hexagone d&apos;où cibler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hexes short of a hex it can target from</source>
        <translation>
            <numerusform>à %n hexagone d&apos;un hexagone d&apos;où cibler</numerusform>
            <numerusform>à %n hexagones d&apos;un hexagone d&apos;où cibler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it ends %n hex from them</source>
        <translation>
            <numerusform>il finit à %n hexagone d&apos;eux</numerusform>
            <numerusform>il finit à %n hexagones d&apos;eux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it ends %n hexes from them</source>
        <translation>
            <numerusform>il finit à %n hexagone d&apos;eux</numerusform>
            <numerusform>il finit à %n hexagones d&apos;eux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the party picked its end hex among %n</source>
        <translation>
            <numerusform>le groupe a choisi son hexagone d&apos;arrivée parmi %n</numerusform>
            <numerusform>le groupe a choisi son hexagone d&apos;arrivée parmi %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} targets %n unit of {pool}: the party picks</source>
        <translation>
            <numerusform>{who} cible %n unité parmi {pool} : le groupe choisit</numerusform>
            <numerusform>{who} cible %n unités parmi {pool} : le groupe choisit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} targets %n units of {pool}: the party picks</source>
        <translation>
            <numerusform>{who} cible %n unité parmi {pool} : le groupe choisit</numerusform>
            <numerusform>{who} cible %n unités parmi {pool} : le groupe choisit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>its destination is %n hex away</source>
        <translation>
            <numerusform>sa destination est à %n hexagone</numerusform>
            <numerusform>sa destination est à %n hexagones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>its destination is %n hexes away</source>
        <translation>
            <numerusform>sa destination est à %n hexagone</numerusform>
            <numerusform>sa destination est à %n hexagones</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EnemyTurns</name>
    <message>
        <source>Play Enemy T&amp;urn</source>
        <translation>Jouer le tour de l&apos;&amp;ennemi</translation>
    </message>
    <message>
        <source>Play the W&amp;hole Enemy Phase</source>
        <translation>Jouer toute la p&amp;hase des ennemis</translation>
    </message>
    <message>
        <source>Play this enemy&apos;s turn (Enter): move and engage as the rules say (the lit plan), asking only where the party chooses or rolls; once done, end the turn</source>
        <translation>Jouer le tour de cet ennemi (Entrée) : se déplacer et engager selon les règles (le plan éclairé), en ne demandant que les choix et les jets du groupe ; une fois fait, terminer le tour</translation>
    </message>
    <message>
        <source>Play every enemy&apos;s turn in order (Shift+Enter), pausing only where the party chooses or rolls</source>
        <translation>Jouer le tour de chaque ennemi dans l&apos;ordre (Maj+Entrée), en ne s&apos;arrêtant que pour les choix et les jets du groupe</translation>
    </message>
    <message>
        <source>Companion Engage&amp;s…</source>
        <translation>&amp;Faire engager le compagnon…</translation>
    </message>
    <message>
        <source>The companion whose turn it is engages the units you pick among those lit in its range and sight (or click one of them)</source>
        <translation>Le compagnon dont c&apos;est le tour engage les unités que vous choisissez parmi celles éclairées à sa portée et en vue (ou cliquez sur l&apos;une d&apos;elles)</translation>
    </message>
    <message>
        <source>Choose which enemy acts next: click a lit chip.</source>
        <extracomment>More steps than any enemy phase takes: a guard against a step that changes nothing.</extracomment>
        <translation>Choisissez l&apos;ennemi qui agit ensuite : cliquez sur un pion éclairé.</translation>
    </message>
    <message>
        <source>{name} engages</source>
        <translation>{name} engage</translation>
    </message>
</context>
<context>
    <name>EngageDialog</name>
    <message>
        <source>Pick up to {n} of the units in its range and sight:</source>
        <translation>Choisissez jusqu&apos;à {n} des unités à sa portée et en vue :</translation>
    </message>
    <message>
        <source>Pick {n} of these units of equal HP:</source>
        <translation>Choisissez {n} de ces unités aux PV égaux :</translation>
    </message>
    <message>
        <source>Roll the table&apos;s dice</source>
        <translation>Lancer les dés de la table</translation>
    </message>
    <message>
        <source>Type what your own dice show:</source>
        <translation>Saisir ce que montrent vos propres dés :</translation>
    </message>
    <message>
        <source>Engage</source>
        <translation>Engager</translation>
    </message>
    <message numerus="yes">
        <source>%n Combat die, faces {faces}</source>
        <translation>
            <numerusform>%n dé de Combat, faces {faces}</numerusform>
            <numerusform>%n dés de Combat, faces {faces}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Combat dice, faces {faces}</source>
        <translation>
            <numerusform>%n dé de Combat, faces {faces}</numerusform>
            <numerusform>%n dés de Combat, faces {faces}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Type the value its %n die shows, among {faces}.</source>
        <translation>
            <numerusform>Saisissez la valeur de son dé, parmi {faces}.</numerusform>
            <numerusform>Saisissez une valeur pour chacun de ses %n dés, parmi {faces}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Type one value for each of its %n dice, among {faces}.</source>
        <translation>
            <numerusform>Saisissez la valeur de son dé, parmi {faces}.</numerusform>
            <numerusform>Saisissez une valeur pour chacun de ses %n dés, parmi {faces}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick from 1 to {n} of the units it can target.</source>
        <translation>Choisissez de 1 à {n} des unités qu&apos;il peut cibler.</translation>
    </message>
    <message>
        <source>Pick exactly {n} of the units of equal HP.</source>
        <translation>Choisissez exactement {n} des unités aux PV égaux.</translation>
    </message>
</context>
<context>
    <name>FaceRow</name>
    <message>
        <source>Number</source>
        <extracomment>The code of a face the player has not given one yet. Only an open editor holds such a face; `rules.specs.face_problems` names it, so it never reaches a file or the table.</extracomment>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Numbered icon</source>
        <translation>Icône numérotée</translation>
    </message>
    <message>
        <source>Tenacity face</source>
        <translation>Face de ténacité</translation>
    </message>
    <message>
        <source>icon word, e.g. strike</source>
        <translation>mot de l&apos;icône, p. ex. strike</translation>
    </message>
    <message>
        <source>— code —</source>
        <translation>— code —</translation>
    </message>
    <message>
        <source>Face {n}</source>
        <translation>Face {n}</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Nothing would change.</source>
        <translation>Rien ne changerait.</translation>
    </message>
    <message>
        <source>Nothing changes: {what}.</source>
        <translation>Rien ne change : {what}.</translation>
    </message>
</context>
<context>
    <name>GlossaryWindow</name>
    <message>
        <source>Glossary</source>
        <translation>Glossaire</translation>
    </message>
    <message>
        <source>Search the glossary…</source>
        <translation>Rechercher dans le glossaire…</translation>
    </message>
</context>
<context>
    <name>GuildAssistDialog</name>
    <message>
        <source>Use the Guild Assist</source>
        <translation>Utiliser l&apos;aide de la guilde</translation>
    </message>
    <message>
        <source>Every adventurer heals fully, clears fatigue and status dice, and recovers exhausted and drained dice.</source>
        <translation>Chaque aventurier est entièrement soigné, se débarrasse de ses dés de fatigue et d&apos;état, et récupère ses dés épuisés et drainés.</translation>
    </message>
    <message>
        <source>Set the round counter to:</source>
        <translation>Régler le compteur de rounds à :</translation>
    </message>
    <message>
        <source>Then click a lit hex of the map for each revived adventurer: {names}.</source>
        <translation>Cliquez ensuite sur un hexagone éclairé de la carte pour chaque aventurier ranimé : {names}.</translation>
    </message>
</context>
<context>
    <name>LockpickDialog</name>
    <message>
        <source>Lockpicking</source>
        <translation>Crochetage</translation>
    </message>
    <message>
        <source>&lt;b&gt;Code&lt;/b&gt;: the digits of the lock, each from 1 to 6, three or more, in order (for example 3 5 1).&lt;br&gt;&lt;b&gt;Key digits&lt;/b&gt;: the spiked digits of the code, which must be matched before the others. Type their positions, counted from 1: &lt;i&gt;1 3&lt;/i&gt; means the first and the third. Leave it empty when the lock has none.</source>
        <translation>&lt;b&gt;Code&lt;/b&gt; : les chiffres de la serrure, chacun de 1 à 6, trois ou plus, dans l&apos;ordre (par exemple 3 5 1).&lt;br&gt;&lt;b&gt;Chiffres clés&lt;/b&gt; : les chiffres à pointes du code, qu&apos;il faut obtenir avant les autres. Tapez leurs positions, comptées à partir de 1 : &lt;i&gt;1 3&lt;/i&gt; désigne le premier et le troisième. Laissez vide si la serrure n&apos;en a pas.</translation>
    </message>
    <message>
        <source>e.g. 3 5 1</source>
        <translation>ex. 3 5 1</translation>
    </message>
    <message>
        <source>The lock&apos;s digits, 1 to 6, three or more.</source>
        <translation>Les chiffres de la serrure, de 1 à 6, au moins trois.</translation>
    </message>
    <message>
        <source>positions, e.g. 1 3</source>
        <translation>positions, ex. 1 3</translation>
    </message>
    <message>
        <source>Which digits are key digits (spiked): their positions, counted from 1.</source>
        <translation>Les chiffres clés (avec un pic) : leurs positions, comptées à partir de 1.</translation>
    </message>
    <message>
        <source>Start the Check</source>
        <translation>Commencer le test</translation>
    </message>
    <message>
        <source>Adventurer:</source>
        <translation>Aventurier :</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Code :</translation>
    </message>
    <message>
        <source>Key digits:</source>
        <translation>Chiffres clés :</translation>
    </message>
    <message>
        <source>Attempts:</source>
        <translation>Tentatives :</translation>
    </message>
    <message>
        <source>e.g. 4 2 6, then Enter</source>
        <translation>ex. 4 2 6, puis Entrée</translation>
    </message>
    <message>
        <source>Your own dice:</source>
        <translation>Vos propres dés :</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>Roll the dice that are not kept</source>
        <translation>Lancer les dés qui ne sont pas conservés</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>Give up: the check fails and kept results are lost</source>
        <translation>Abandonner : le test échoue et les résultats conservés sont perdus</translation>
    </message>
    <message>
        <source>Type the digits of the code, for example 3 5 1.</source>
        <translation>Tapez les chiffres du code, par exemple 3 5 1.</translation>
    </message>
    <message>
        <source>Type the key digits&apos; positions, for example 1 3.</source>
        <translation>Tapez les positions des chiffres clés, par exemple 1 3.</translation>
    </message>
    <message>
        <source>Type what your dice show, for example 4 2 6.</source>
        <translation>Tapez ce que montrent vos dés, par exemple 4 2 6.</translation>
    </message>
    <message>
        <source>The lock opens.</source>
        <translation>La serrure s&apos;ouvre.</translation>
    </message>
    <message>
        <source>The check fails; kept results are lost.</source>
        <translation>Le test échoue ; les résultats conservés sont perdus.</translation>
    </message>
    <message>
        <source>{who} picks a lock. Code: {digits}&lt;br&gt;Attempts used: {used} of {n}</source>
        <translation>{who} crochète une serrure. Code : {digits}&lt;br&gt;Tentatives utilisées : {used} sur {n}</translation>
    </message>
    <message>
        <source>Die {n}: {value}</source>
        <translation>Dé {n} : {value}</translation>
    </message>
    <message>
        <source>kept on digit {d}</source>
        <translation>conservé sur le chiffre {d}</translation>
    </message>
    <message>
        <source>Turn this die by one pip: gain 1 light fatigue</source>
        <translation>Tourner ce dé d&apos;un point : gagner 1 fatigue légère</translation>
    </message>
    <message>
        <source>Keep on…</source>
        <translation>Conserver sur…</translation>
    </message>
    <message>
        <source>digit {d}</source>
        <translation>chiffre {d}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Start of the game</source>
        <translation>Début de la partie</translation>
    </message>
    <message>
        <source>Every action in order; click a line to rewind to it.</source>
        <translation>Toutes les actions dans l&apos;ordre ; cliquer sur une ligne pour revenir à ce moment.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>What the rules did, step by step, and why. Double-click a line with the info icon to read the rule&apos;s glossary entry.</source>
        <translation>Ce que les règles ont fait, étape par étape, et pourquoi. Double-cliquer sur une ligne marquée de l&apos;icône d&apos;information pour lire l&apos;entrée du glossaire de la règle.</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>The province: towns, landmarks and the party token.</source>
        <translation>La province : villes, lieux remarquables et pion du groupe.</translation>
    </message>
    <message>
        <source>Overland Map</source>
        <translation>Province</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the game, with its history and annotations</source>
        <translation>Enregistrer la partie, avec son historique et ses annotations</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save the game in a new file</source>
        <translation>Enregistrer la partie dans un nouveau fichier</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Look closer (or turn the mouse wheel)</source>
        <translation>Regarder de plus près (ou tourner la molette)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>See more of the table (or turn the mouse wheel)</source>
        <translation>Voir plus de la table (ou tourner la molette)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Taille réelle</translation>
    </message>
    <message>
        <source>Show the table at 100%</source>
        <translation>Afficher la table à 100 %</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>A&amp;juster à la fenêtre</translation>
    </message>
    <message>
        <source>Show the whole table</source>
        <translation>Afficher toute la table</translation>
    </message>
    <message>
        <source>&amp;Recovery Step</source>
        <translation>Étape de &amp;récupération</translation>
    </message>
    <message>
        <source>Take Cooldown-stat dice from the left of the selected adventurer&apos;s track</source>
        <translation>Retirer de la gauche de la piste de l&apos;aventurier sélectionné autant de dés que sa caractéristique de récupération</translation>
    </message>
    <message>
        <source>&amp;Engage</source>
        <translation>&amp;Engager</translation>
    </message>
    <message>
        <source>The selected adventurer engages; extra engages in a turn cost fatigue</source>
        <translation>L&apos;aventurier sélectionné effectue un engagement ; les engagements supplémentaires d&apos;un même tour coûtent de la fatigue</translation>
    </message>
    <message>
        <source>Gain &amp;Light Fatigue</source>
        <translation>Gagner une fatigue &amp;légère</translation>
    </message>
    <message>
        <source>The selected adventurer gains one light fatigue</source>
        <translation>L&apos;aventurier sélectionné gagne 1 fatigue légère</translation>
    </message>
    <message>
        <source>Gain &amp;Overfatigue</source>
        <translation>Gagner une &amp;sur-fatigue</translation>
    </message>
    <message>
        <source>The selected adventurer gains one overfatigue</source>
        <translation>L&apos;aventurier sélectionné gagne 1 sur-fatigue</translation>
    </message>
    <message>
        <source>Roll &amp;Available Dice</source>
        <translation>Lancer les dés &amp;disponibles</translation>
    </message>
    <message>
        <source>Roll the selected adventurer&apos;s available skill dice</source>
        <translation>Lancer les dés de compétence disponibles de l&apos;aventurier sélectionné</translation>
    </message>
    <message>
        <source>Adve&amp;nturers Rest…</source>
        <translation>Re&amp;pos des aventuriers…</translation>
    </message>
    <message>
        <source>Loc&amp;kpicking…</source>
        <translation>&amp;Crochetage…</translation>
    </message>
    <message>
        <source>Animate &amp;Dice</source>
        <translation>Animer les &amp;dés</translation>
    </message>
    <message>
        <source>Heal and remove dice from the track, by difficulty</source>
        <translation>Soigner et retirer des dés de la piste, selon la difficulté</translation>
    </message>
    <message>
        <source>&amp;New from Scenario…</source>
        <translation>&amp;Nouvelle partie depuis un scénario…</translation>
    </message>
    <message>
        <source>Start a game from one of the scenarios</source>
        <translation>Commencer une partie depuis l’un des scénarios</translation>
    </message>
    <message>
        <source>Open a saved game, a picture eraboard exported, or a scenario file</source>
        <translation>Ouvrir une partie enregistrée, une image exportée par eraboard, ou un fichier de scénario</translation>
    </message>
    <message>
        <source>Open the lockpicking dialog: roll or type in your dice</source>
        <translation>Ouvrir la fenêtre de crochetage : lancer les dés ou saisir vos résultats</translation>
    </message>
    <message>
        <source>Slide dice to their new places, one rules step after another</source>
        <translation>Faire glisser les dés vers leur nouvelle place, une étape de règle après l&apos;autre</translation>
    </message>
    <message>
        <source>End-of-Battle &amp;Cleanup</source>
        <translation>&amp;Nettoyage de fin de combat</translation>
    </message>
    <message>
        <source>Active dice go to the tracks; drained dice come back</source>
        <translation>Les dés actifs vont sur les pistes ; les dés drainés reviennent</translation>
    </message>
    <message>
        <source>Getting &amp;Started</source>
        <translation>Premiers pa&amp;s</translation>
    </message>
    <message>
        <source>The six gestures that run the table</source>
        <translation>Les six gestes qui font marcher la table</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>{command}: {why}</source>
        <translation>{command} : {why}</translation>
    </message>
    <message>
        <source>Gain &amp;Status</source>
        <translation>Gagner un &amp;état</translation>
    </message>
    <message>
        <source>&amp;Battle</source>
        <translation>&amp;Combat</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Glossaire</translation>
    </message>
    <message>
        <source>The game terms eraboard uses, with their meaning</source>
        <translation>Les termes de jeu employés par eraboard, avec leur signification</translation>
    </message>
    <message>
        <source>&amp;About eraboard</source>
        <translation>À &amp;propos d&apos;eraboard</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Rule applied: {section}</source>
        <translation>Règle appliquée : {section}</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <extracomment>A command&apos;s events alone: the state they are named against is the followed stack&apos;s.</extracomment>
        <translation>Refusé : {reason}</translation>
    </message>
    <message>
        <source>Set &amp;Face</source>
        <translation>Choisir la &amp;face</translation>
    </message>
    <message>
        <source>&amp;Exhaust to the Track</source>
        <translation>&amp;Épuiser sur la piste</translation>
    </message>
    <message>
        <source>Exhaust Unresolved (Tenacity Face)</source>
        <translation>Épuiser sans résoudre (face Ténacité)</translation>
    </message>
    <message>
        <source>&amp;Drain</source>
        <translation>&amp;Drainer</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Récupérer</translation>
    </message>
    <message>
        <source>Re&amp;move from the Track</source>
        <translation>Re&amp;tirer de la piste</translation>
    </message>
    <message>
        <source>Recover &amp;Drained Die</source>
        <translation>Récupérer le dé &amp;drainé</translation>
    </message>
    <message>
        <source>Clear Slot (Resolved)</source>
        <translation>Libérer l&apos;emplacement (résolu)</translation>
    </message>
    <message>
        <source>Clear Slot (Unresolved)</source>
        <translation>Libérer l&apos;emplacement (non résolu)</translation>
    </message>
    <message>
        <source>R&amp;oll This Die</source>
        <translation>&amp;Lancer ce dé</translation>
    </message>
    <message>
        <source>Remove a Die from the Trac&amp;k</source>
        <translation>Retirer un dé de la piste au c&amp;hoix</translation>
    </message>
    <message>
        <source>Set &amp;HP…</source>
        <translation>Régler les P&amp;V…</translation>
    </message>
    <message>
        <source>Set &amp;Max HP…</source>
        <translation>Régler les PV &amp;max…</translation>
    </message>
    <message>
        <source>Set &amp;Tenacity…</source>
        <translation>Régler la &amp;ténacité…</translation>
    </message>
    <message>
        <source>Set &amp;Cooldown Stat…</source>
        <translation>Régler la caractéristique de ré&amp;cupération…</translation>
    </message>
    <message>
        <source>Set En&amp;gages This Turn…</source>
        <translation>Régler les e&amp;ngagements de ce tour…</translation>
    </message>
    <message>
        <source>Selected: {name}</source>
        <translation>Sélection : {name}</translation>
    </message>
    <message>
        <source>Click an adventurer&apos;s mat first.</source>
        <translation>Cliquer d&apos;abord sur le plateau d&apos;un aventurier.</translation>
    </message>
    <message>
        <source>Demo table</source>
        <translation>Table de démonstration</translation>
    </message>
    <message>
        <source>Save your changes to this game first?</source>
        <translation>Enregistrer d&apos;abord les modifications de cette partie ?</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>Scénario :</translation>
    </message>
    <message>
        <source>About eraboard</source>
        <translation>À propos d&apos;eraboard</translation>
    </message>
    <message>
        <source>&lt;h3&gt;eraboard {version}&lt;/h3&gt;&lt;p&gt;A virtual table for solo games of &lt;i&gt;The Elder Scrolls: Betrayal of the Second Era&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;An unofficial fan tool: no rules text or art of the published game is included.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;eraboard {version}&lt;/h3&gt;&lt;p&gt;Une table virtuelle pour jouer en solo à &lt;i&gt;The Elder Scrolls: La trahison de la seconde ère&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Un outil de fan non officiel : il ne contient aucun texte de règles ni aucune illustration du jeu publié.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Adventurer</source>
        <translation>Aventurier</translation>
    </message>
    <message>
        <source>Commands for the selected adventurer: {names}</source>
        <translation>Commandes de l’aventurier sélectionné : {names}</translation>
    </message>
    <message>
        <source>Copy as Te&amp;xt</source>
        <translation>Copier en te&amp;xte</translation>
    </message>
    <message>
        <source>Copy the table as a short text code to paste in a forum post; anyone can open it</source>
        <translation>Copier la table en un court code texte à coller dans un message de forum ; tout le monde peut l&apos;ouvrir</translation>
    </message>
    <message>
        <source>Copy as Text with &amp;History</source>
        <translation>Copier en texte avec l&apos;&amp;historique</translation>
    </message>
    <message>
        <source>Copy the table&apos;s text code with its whole history</source>
        <translation>Copier le code texte de la table avec tout son historique</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
    <message>
        <source>Open the table whose text code is on the clipboard</source>
        <translation>Ouvrir la table dont le code texte est dans le presse-papiers</translation>
    </message>
    <message>
        <source>New Ques&amp;tion…</source>
        <translation>Nouvelle ques&amp;tion…</translation>
    </message>
    <message>
        <source>Set up a table to ask a rules question: the mats you pick, a map</source>
        <translation>Préparer une table pour poser une question de règles : les plateaux choisis, une carte</translation>
    </message>
    <message>
        <source>T&amp;ype the Track…</source>
        <translation>Sa&amp;isir la piste…</translation>
    </message>
    <message>
        <source>Set the selected mat&apos;s cooldown track by typing its dice in order</source>
        <translation>Régler la piste de récupération du plateau choisi en saisissant ses dés dans l’ordre</translation>
    </message>
    <message>
        <source>Set U&amp;p the Mat…</source>
        <translation>&amp;Fixer tout le plateau…</translation>
    </message>
    <message>
        <source>Set the selected mat&apos;s active slots, drained dice, track, HP and tenacity at once</source>
        <translation>Régler d’un coup les emplacements actifs, les dés drainés, la piste, les PV et la ténacité du plateau choisi</translation>
    </message>
</context>
<context>
    <name>MapActions</name>
    <message>
        <source>&amp;Closest (Other Side)</source>
        <translation>Le plus &amp;proche (camp adverse)</translation>
    </message>
    <message>
        <source>Closest adventurers to the selected enemy, or enemies to a party chip</source>
        <translation>Les aventuriers les plus proches de l&apos;ennemi choisi, ou les ennemis les plus proches d&apos;un pion du groupe</translation>
    </message>
    <message>
        <source>Hex &amp;Ruler</source>
        <translation>&amp;Règle à hexagones</translation>
    </message>
    <message>
        <source>Drag from hex to hex to count the range (or Ctrl+drag any time)</source>
        <translation>Glisser d&apos;un hexagone à l&apos;autre pour compter la portée (ou Ctrl+glisser à tout moment)</translation>
    </message>
    <message>
        <source>&amp;Sight and Range</source>
        <translation>&amp;Vue et portée</translation>
    </message>
    <message>
        <source>Hexes and units the selected unit sees, and those within range</source>
        <translation>Les hexagones et unités que l&apos;unité choisie voit, et ceux à portée</translation>
    </message>
    <message>
        <source>Set R&amp;ange…</source>
        <translation>Régler la p&amp;ortée…</translation>
    </message>
    <message>
        <source>Choose the range Sight and Range rings</source>
        <translation>Choisir la portée que Vue et portée entoure</translation>
    </message>
    <message>
        <source>&amp;Keep as Annotations</source>
        <translation>&amp;Garder en annotations</translation>
    </message>
    <message>
        <source>Turn the overlay into annotations, for an exported picture</source>
        <translation>Transformer la surcouche en annotations, pour une image exportée</translation>
    </message>
    <message>
        <source>Clear &amp;Overlay</source>
        <translation>Effacer la &amp;surcouche</translation>
    </message>
    <message>
        <source>Take the map tools&apos; answers off the table (Esc on the table)</source>
        <translation>Retirer de la table les réponses des outils de carte (Échap sur la table)</translation>
    </message>
    <message>
        <source>Closest &amp;To…</source>
        <translation>Le plus proche d&amp;e…</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>Ca&amp;rte</translation>
    </message>
    <message>
        <source>Map tools</source>
        <translation>Outils de carte</translation>
    </message>
</context>
<context>
    <name>MatSetupDialog</name>
    <message>
        <source>Set up {name}&apos;s mat</source>
        <translation>Fixer tout le plateau de {name}</translation>
    </message>
    <message>
        <source>Die names separated by commas, in order: a skill line, maybe with its face in brackets; light; over; a status. An empty active slot is “{empty}”.</source>
        <translation>Noms de dés séparés par des virgules, dans l’ordre : une ligne de compétence, avec sa face entre parenthèses si besoin ; light ; over ; un statut. Un emplacement actif vide s’écrit « {empty} ».</translation>
    </message>
    <message>
        <source>Active slots:</source>
        <translation>Emplacements actifs :</translation>
    </message>
    <message>
        <source>Drained:</source>
        <translation>Drainés :</translation>
    </message>
    <message>
        <source>Cooldown track:</source>
        <translation>Piste de récupération :</translation>
    </message>
    <message>
        <source>HP:</source>
        <translation>PV :</translation>
    </message>
    <message>
        <source>Tenacity:</source>
        <translation>Ténacité :</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>My campaign</source>
        <translation>Ma campagne</translation>
    </message>
    <message>
        <source>My adventurers</source>
        <translation>Mes aventuriers</translation>
    </message>
    <message>
        <source>New Adventurer…</source>
        <translation>Nouvel aventurier…</translation>
    </message>
    <message>
        <source>Add Saved</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>From a Party File…</source>
        <translation>Depuis un fichier de groupe…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Add Companion</source>
        <translation>Ajouter un compagnon</translation>
    </message>
    <message>
        <source>The shipped province</source>
        <translation>La province fournie</translation>
    </message>
    <message>
        <source>Overland Map File…</source>
        <translation>Fichier de carte de province…</translation>
    </message>
    <message>
        <source>Set Up the First Battle…</source>
        <translation>Préparer la première bataille…</translation>
    </message>
    <message>
        <source>No battle yet: the party starts on the overland map.</source>
        <translation>Pas encore de bataille : le groupe commence sur la carte de la province.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Campaign:</source>
        <translation>Campagne :</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Difficulté :</translation>
    </message>
    <message>
        <source>The party (1 to 4 adventurers, in seat order)</source>
        <translation>Le groupe (1 à 4 aventuriers, dans l&apos;ordre de jeu)</translation>
    </message>
    <message>
        <source>Companions</source>
        <translation>Compagnons</translation>
    </message>
    <message>
        <source>Overland map:</source>
        <translation>Carte de la province :</translation>
    </message>
    <message>
        <source>The party starts at:</source>
        <translation>Le groupe part de :</translation>
    </message>
    <message>
        <source>The province</source>
        <translation>La province</translation>
    </message>
    <message>
        <source>First battle</source>
        <translation>Première bataille</translation>
    </message>
    <message>
        <source>Open a party</source>
        <translation>Ouvrir un groupe</translation>
    </message>
    <message>
        <source>Parties (*.json)</source>
        <translation>Groupes (*.json)</translation>
    </message>
    <message>
        <source>Cannot read this party</source>
        <translation>Impossible de lire ce groupe</translation>
    </message>
    <message>
        <source>Open an overland map</source>
        <translation>Ouvrir une carte de province</translation>
    </message>
    <message>
        <source>Overland maps (*.json)</source>
        <translation>Cartes de province (*.json)</translation>
    </message>
    <message>
        <source>Cannot read this overland map</source>
        <translation>Impossible de lire cette carte de province</translation>
    </message>
    <message>
        <source>the map&apos;s start</source>
        <translation>le départ de la carte</translation>
    </message>
    <message>
        <source>{name}: {enemies} enemies, {cards} cards</source>
        <translation>{name} : {enemies} ennemis, {cards} cartes</translation>
    </message>
    <message>
        <source>{name}, {race} — {hp}/{max_hp} HP, 1 skill line</source>
        <translation>{name}, {race} — {hp}/{max_hp} PV, 1 ligne de compétence</translation>
    </message>
    <message>
        <source>{name}, {race} — {hp}/{max_hp} HP, {lines} skill lines</source>
        <translation>{name}, {race} — {hp}/{max_hp} PV, {lines} lignes de compétence</translation>
    </message>
</context>
<context>
    <name>RestDialog</name>
    <message>
        <source>Adventurers Rest — {name}</source>
        <translation>Repos des aventuriers — {name}</translation>
    </message>
    <message>
        <source>The cooldown track is empty: no die to remove.</source>
        <translation>La piste de récupération est vide : aucun dé à retirer.</translation>
    </message>
    <message numerus="yes">
        <source>On {difficulty}, a rest heals {heal} HP and removes up to %n die from any position of the track.</source>
        <translation>
            <numerusform>En {difficulty}, un repos soigne {heal} PV et retire jusqu&apos;à %n dé de n&apos;importe quelle position de la piste.</numerusform>
            <numerusform>En {difficulty}, un repos soigne {heal} PV et retire jusqu&apos;à %n dés de n&apos;importe quelles positions de la piste.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On {difficulty}, a rest heals {heal} HP and removes up to %n dice from any positions of the track.</source>
        <translation>
            <numerusform>En {difficulty}, un repos soigne {heal} PV et retire jusqu&apos;à %n dé de n&apos;importe quelle position de la piste.</numerusform>
            <numerusform>En {difficulty}, un repos soigne {heal} PV et retire jusqu&apos;à %n dés de n&apos;importe quelles positions de la piste.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard an item</source>
        <translation>Défausser un objet</translation>
    </message>
    <message>
        <source>On Expert, resting needs a discarded item.</source>
        <translation>En difficulté Expert, le repos exige de défausser un objet.</translation>
    </message>
</context>
<context>
    <name>RevivalControls</name>
    <message>
        <source>Click a lit hex to put {name} back on the map.</source>
        <translation>Cliquez sur un hexagone éclairé pour remettre {name} sur la carte.</translation>
    </message>
</context>
<context>
    <name>ScreenshotTools</name>
    <message>
        <source>Region export cancelled</source>
        <translation>Export de la zone annulé</translation>
    </message>
    <message>
        <source>Export &amp;Table Picture…</source>
        <translation>Exporter l&apos;image de la &amp;table…</translation>
    </message>
    <message>
        <source>A PNG of the whole table, with its caption and the game inside</source>
        <translation>Un PNG de toute la table, avec sa légende et la partie à l&apos;intérieur</translation>
    </message>
    <message>
        <source>Export &amp;View Picture…</source>
        <translation>Exporter l&apos;image de la &amp;vue…</translation>
    </message>
    <message>
        <source>A PNG of what the window shows now</source>
        <translation>Un PNG de ce que montre la fenêtre</translation>
    </message>
    <message>
        <source>Export &amp;Region Picture…</source>
        <translation>Exporter l&apos;image d&apos;une &amp;zone…</translation>
    </message>
    <message>
        <source>Drag a rectangle on the table, then save it as a PNG</source>
        <translation>Tracer un rectangle sur la table, puis l&apos;enregistrer en PNG</translation>
    </message>
    <message>
        <source>Export &amp;Mat Picture…</source>
        <translation>Exporter l&apos;image du &amp;plateau…</translation>
    </message>
    <message>
        <source>A PNG of the selected adventurer&apos;s mat</source>
        <translation>Un PNG du plateau de l&apos;aventurier sélectionné</translation>
    </message>
    <message>
        <source>Export Map Pict&amp;ure…</source>
        <translation>Exporter l&apos;image de la ca&amp;rte…</translation>
    </message>
    <message>
        <source>Export Map a&amp;nd Mat Picture…</source>
        <translation>Exporter la carte et le plat&amp;eau…</translation>
    </message>
    <message>
        <source>&amp;Copy Picture</source>
        <translation>&amp;Copier l&apos;image</translation>
    </message>
    <message>
        <source>Copy a picture of the table (or of the last kind exported) to the clipboard</source>
        <translation>Copier une image de la table (ou du dernier genre exporté) dans le presse-papiers</translation>
    </message>
    <message>
        <source>Copy Re&amp;gion Picture</source>
        <translation>Copier l&apos;image d&apos;une zo&amp;ne</translation>
    </message>
    <message>
        <source>Drag a rectangle on the table and copy its picture</source>
        <translation>Tracer un rectangle sur la table et copier son image</translation>
    </message>
    <message>
        <source>Include Ca&amp;ption</source>
        <translation>Inclure la lé&amp;gende</translation>
    </message>
    <message>
        <source>Put the position in words under exported pictures</source>
        <translation>Décrire la position en toutes lettres sous les images exportées</translation>
    </message>
    <message>
        <source>Include &amp;Annotations</source>
        <translation>Inclure les &amp;annotations</translation>
    </message>
    <message>
        <source>Draw the annotations in exported pictures</source>
        <translation>Dessiner les annotations dans les images exportées</translation>
    </message>
    <message>
        <source>Size &amp;1×</source>
        <translation>Taille &amp;1×</translation>
    </message>
    <message>
        <source>A PNG of the battle map and its chips</source>
        <translation>Un PNG de la carte de combat et de ses pions</translation>
    </message>
    <message>
        <source>A PNG of the battle map and the selected adventurer&apos;s mat</source>
        <translation>Un PNG de la carte de combat et du plateau de l’aventurier choisi</translation>
    </message>
    <message>
        <source>One pixel per table unit</source>
        <translation>Un pixel par unité de table</translation>
    </message>
    <message>
        <source>Size &amp;2×</source>
        <translation>Taille &amp;2×</translation>
    </message>
    <message>
        <source>Two pixels per table unit</source>
        <translation>Deux pixels par unité de table</translation>
    </message>
    <message>
        <source>&amp;Width…</source>
        <translation>&amp;Largeur…</translation>
    </message>
    <message>
        <source>Choose the picture&apos;s width</source>
        <translation>Choisir la largeur de l&apos;image</translation>
    </message>
    <message>
        <source>Include Text C&amp;ode</source>
        <translation>Inclure le c&amp;ode texte</translation>
    </message>
    <message>
        <source>Write the table&apos;s text code under the caption: the picture alone opens the table</source>
        <translation>Écrire le code texte de la table sous la légende : l’image suffit à ouvrir la table</translation>
    </message>
    <message>
        <source>&amp;Arrow</source>
        <translation>&amp;Flèche</translation>
    </message>
    <message>
        <source>Drag from the tail to the head</source>
        <translation>Tracer de la queue vers la pointe</translation>
    </message>
    <message>
        <source>Numbered &amp;Marker</source>
        <translation>&amp;Repère numéroté</translation>
    </message>
    <message>
        <source>Click to place the next number</source>
        <translation>Cliquer pour placer le numéro suivant</translation>
    </message>
    <message>
        <source>&amp;Hex Highlight</source>
        <translation>&amp;Hexagone en évidence</translation>
    </message>
    <message>
        <source>Click a hex to highlight it</source>
        <translation>Cliquer sur un hexagone pour le mettre en évidence</translation>
    </message>
    <message>
        <source>A&amp;rea Highlight</source>
        <translation>&amp;Zone en évidence</translation>
    </message>
    <message>
        <source>Drag a rectangle</source>
        <translation>Tracer un rectangle</translation>
    </message>
    <message>
        <source>Text &amp;Label</source>
        <translation>É&amp;tiquette</translation>
    </message>
    <message>
        <source>Click, then type a short text</source>
        <translation>Cliquer, puis taper un texte court</translation>
    </message>
    <message>
        <source>&amp;Erase Annotation</source>
        <translation>&amp;Gommer une annotation</translation>
    </message>
    <message>
        <source>Click an annotation to remove it</source>
        <translation>Cliquer sur une annotation pour la retirer</translation>
    </message>
    <message>
        <source>&amp;Stop Annotating</source>
        <translation>&amp;Arrêter d&apos;annoter</translation>
    </message>
    <message>
        <source>Give the mouse back to the table (Esc, right click)</source>
        <translation>Rendre la souris à la table (Échap, clic droit)</translation>
    </message>
    <message>
        <source>&amp;Clear Annotations</source>
        <translation>&amp;Effacer les annotations</translation>
    </message>
    <message>
        <source>Remove every annotation (undoable)</source>
        <translation>Retirer toutes les annotations (annulable)</translation>
    </message>
    <message>
        <source>Show A&amp;nnotations</source>
        <translation>Afficher les a&amp;nnotations</translation>
    </message>
    <message>
        <source>Show or hide the annotations on the table</source>
        <translation>Afficher ou masquer les annotations sur la table</translation>
    </message>
    <message>
        <source>E&amp;xport Picture</source>
        <extracomment>The pictures Export Picture saves straight away, each its ``export_&lt;kind&gt;`` command.</extracomment>
        <translation>E&amp;xporter une image</translation>
    </message>
    <message>
        <source>A&amp;nnotate</source>
        <translation>A&amp;nnoter</translation>
    </message>
    <message>
        <source>Drawing the picture…</source>
        <translation>Dessin de l&apos;image…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Picture cancelled</source>
        <translation>Image annulée</translation>
    </message>
    <message>
        <source>Could not write the picture: {why}</source>
        <translation>Impossible d&apos;écrire l&apos;image : {why}</translation>
    </message>
    <message>
        <source>Saved {name} ({w} × {h} px)</source>
        <translation>{name} enregistré ({w} × {h} px)</translation>
    </message>
    <message>
        <source>{w} × {h} px is too big for the clipboard: export it to a file</source>
        <translation>{w} × {h} px, c&apos;est trop grand pour le presse-papiers : exporter dans un fichier</translation>
    </message>
    <message>
        <source>Picture copied ({w} × {h} px)</source>
        <translation>Image copiée ({w} × {h} px)</translation>
    </message>
    <message>
        <source>Drag a rectangle on the table (Esc cancels)</source>
        <translation>Tracer un rectangle sur la table (Échap pour annuler)</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>Exporter une image</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Picture width</source>
        <translation>Largeur de l&apos;image</translation>
    </message>
    <message>
        <source>Width in pixels:</source>
        <translation>Largeur en pixels :</translation>
    </message>
    <message>
        <source>Export mat</source>
        <translation>Exporter un plateau</translation>
    </message>
    <message>
        <source>Adventurer:</source>
        <translation>Aventurier :</translation>
    </message>
</context>
<context>
    <name>SkillLibraryDialog</name>
    <message>
        <source>Your skill lines could not be written to your library: {why}. What you made is still here, and kept as a draft while it can be written.</source>
        <translation>Vos lignes de compétence n&apos;ont pas pu être écrites dans votre bibliothèque : {why}. Ce que vous avez créé est toujours là, et conservé comme brouillon tant qu&apos;il peut être écrit.</translation>
    </message>
    <message>
        <source>Skill-Line Library</source>
        <translation>Bibliothèque des lignes de compétence</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nouvelle…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>Define a skill line once and use it in every party.</source>
        <translation>Définissez une ligne de compétence une fois et utilisez-la dans chaque groupe.</translation>
    </message>
    <message>
        <source>{name} — {attribute}, {count} dice</source>
        <translation>{name} — {attribute}, {count} dés</translation>
    </message>
    <message>
        <source>Import skill lines</source>
        <translation>Importer des lignes de compétence</translation>
    </message>
    <message>
        <source>Skill lines (*.json)</source>
        <translation>Lignes de compétence (*.json)</translation>
    </message>
    <message>
        <source>Cannot import these skill lines</source>
        <translation>Impossible d&apos;importer ces lignes de compétence</translation>
    </message>
    <message>
        <source>Export skill lines</source>
        <translation>Exporter les lignes de compétence</translation>
    </message>
    <message>
        <source>Could not save: {why}</source>
        <translation>Échec de l&apos;enregistrement : {why}</translation>
    </message>
    <message>
        <source>Skill lines</source>
        <translation>Lignes de compétence</translation>
    </message>
</context>
<context>
    <name>SkillLineDialog</name>
    <message>
        <source>Skill Line</source>
        <translation>Ligne de compétence</translation>
    </message>
    <message>
        <source>e.g. Ashbrand</source>
        <translation>p. ex. Ashbrand</translation>
    </message>
    <message>
        <source>Add a Die</source>
        <translation>Ajouter un dé</translation>
    </message>
    <message>
        <source>Remove This Die</source>
        <translation>Retirer ce dé</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Attribute row:</source>
        <translation>Rangée d&apos;attribut :</translation>
    </message>
</context>
<context>
    <name>StatsForm</name>
    <message>
        <source>The damage each face of its Combat die shows, e.g. 0, 1, 2</source>
        <translation>Les dégâts que montre chaque face de son dé de Combat, par ex. 0, 1, 2</translation>
    </message>
    <message>
        <source>Its skills, in your own words</source>
        <translation>Ses compétences, avec vos propres mots</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Portée</translation>
    </message>
    <message>
        <source>Target value</source>
        <translation>Valeur de cible</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorité</translation>
    </message>
    <message>
        <source>Combat dice</source>
        <translation>Dés de Combat</translation>
    </message>
    <message>
        <source>Combat die faces</source>
        <translation>Faces du dé de Combat</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Déplacement</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
</context>
<context>
    <name>TableTools</name>
    <message>
        <source>&amp;Sight and Range</source>
        <translation>&amp;Vue et portée</translation>
    </message>
    <message>
        <source>the hex</source>
        <translation>l&apos;hexagone</translation>
    </message>
    <message>
        <source>Select a chip or a hex of the battle map first.</source>
        <translation>Choisir d&apos;abord un pion ou un hexagone de la carte de combat.</translation>
    </message>
    <message>
        <source>the party token</source>
        <translation>le pion du groupe</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Portée</translation>
    </message>
    <message>
        <source>Range in hexes:</source>
        <translation>Portée en hexagones :</translation>
    </message>
    <message>
        <source>There is no overlay on the battle map to keep.</source>
        <translation>Il n&apos;y a aucune surcouche à garder sur la carte de combat.</translation>
    </message>
    <message>
        <source>Keep as annotations: {what}</source>
        <translation>Garder en annotations : {what}</translation>
    </message>
    <message>
        <source>&amp;Sight and Range from Here</source>
        <translation>&amp;Vue et portée depuis ici</translation>
    </message>
    <message>
        <source>{name}&apos;s turn. Every adventurer is defeated: the encounter ends after this round.</source>
        <translation>Tour de {name}. Tous les aventuriers sont vaincus : la rencontre se termine après ce round.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn. {answer}</source>
        <translation>Tour de {name}. {answer}</translation>
    </message>
    <message>
        <source>Every adventurer is defeated: the encounter ends after this round.</source>
        <translation>Tous les aventuriers sont vaincus : la rencontre se termine après ce round.</translation>
    </message>
</context>
<context>
    <name>TileDialog</name>
    <message>
        <source>Add a Tile</source>
        <translation>Ajouter une tuile</translation>
    </message>
    <message>
        <source> × 60°</source>
        <translation> × 60°</translation>
    </message>
    <message>
        <source>Tile:</source>
        <translation>Tuile :</translation>
    </message>
    <message>
        <source>Origin q:</source>
        <translation>Origine q :</translation>
    </message>
    <message>
        <source>Origin r:</source>
        <translation>Origine r :</translation>
    </message>
    <message>
        <source>Rotation:</source>
        <translation>Rotation :</translation>
    </message>
</context>
<context>
    <name>TileEditorDialog</name>
    <message>
        <source>Tile Editor</source>
        <translation>Éditeur de tuiles</translation>
    </message>
    <message>
        <source>e.g. ember-crypt</source>
        <translation>p. ex. crypte-braise</translation>
    </message>
    <message>
        <source>e.g. Ember crypt</source>
        <translation>p. ex. Crypte des braises</translation>
    </message>
    <message>
        <source>Entrance tile</source>
        <translation>Tuile d&apos;entrée</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Hexagones</translation>
    </message>
    <message>
        <source>Doors</source>
        <translation>Portes</translation>
    </message>
    <message>
        <source>Caches</source>
        <translation>Caches</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Déploiement</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Label:</source>
        <translation>Libellé :</translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation>Exemplaires :</translation>
    </message>
    <message>
        <source>Click hexes to add or remove them; switch to Doors, Caches or Deployment to mark hexes of the tile.</source>
        <translation>Cliquez sur des hexagones pour les ajouter ou les retirer ; passez à Portes, Caches ou Déploiement pour marquer des hexagones de la tuile.</translation>
    </message>
    <message>
        <source>Give the tile a name.</source>
        <translation>Donnez un nom à la tuile.</translation>
    </message>
    <message>
        <source>The shipped library already has a tile of that name.</source>
        <translation>La bibliothèque fournie a déjà une tuile de ce nom.</translation>
    </message>
    <message>
        <source>The tile is not valid yet: expected {what}.</source>
        <translation>La tuile n&apos;est pas encore valide : attendu {what}.</translation>
    </message>
    <message>
        <source>one piece, every hex reachable through shared edges</source>
        <translation>d&apos;un seul tenant, chaque hexagone joignable par des côtés partagés</translation>
    </message>
    <message>
        <source>at least one door hex (switch to Doors)</source>
        <translation>au moins un hexagone de porte (passez à Portes)</translation>
    </message>
    <message>
        <source>every door on an edge hex (a hex with a side on the outside)</source>
        <translation>chaque porte sur un hexagone de bord (un hexagone dont un côté donne sur l&apos;extérieur)</translation>
    </message>
    <message>
        <source>exactly two neighbouring door hexes on an entrance tile</source>
        <translation>exactement deux hexagones de porte voisins sur une tuile d&apos;entrée</translation>
    </message>
    <message>
        <source>{low} to {high} hexes</source>
        <translation>de {low} à {high} hexagones</translation>
    </message>
    <message>
        <source>at least {low} hexes</source>
        <translation>au moins {low} hexagones</translation>
    </message>
    <message>
        <source>Could not save: {why}</source>
        <translation>Échec de l&apos;enregistrement : {why}</translation>
    </message>
    <message>
        <source>Saved in your tile library.</source>
        <translation>Enregistrée dans votre bibliothèque de tuiles.</translation>
    </message>
</context>
<context>
    <name>UnitRow</name>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>Level {n}</source>
        <translation>Niveau {n}</translation>
    </message>
    <message>
        <source>Quest unit</source>
        <translation>Unité de quête</translation>
    </message>
    <message>
        <source>Max HP: the HP it has when unhurt</source>
        <translation>PV max : ses PV quand il n’est pas blessé</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Remove this chip</source>
        <translation>Retirer ce pion</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>of</source>
        <translation>sur</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>bonus</translation>
    </message>
    <message>
        <source>Stats…</source>
        <translation>Caractéristiques…</translation>
    </message>
    <message>
        <source>Range, target value, priority, Combat dice, movement and skills</source>
        <translation>Portée, valeur de cible, priorité, dés de Combat, déplacement et compétences</translation>
    </message>
    <message>
        <source>Fighting stats of {name}</source>
        <translation>Caractéristiques de combat de {name}</translation>
    </message>
</context>
<context>
    <name>annotations</name>
    <message>
        <source>arrow</source>
        <translation>flèche</translation>
    </message>
    <message>
        <source>marker</source>
        <translation>repère</translation>
    </message>
    <message>
        <source>hex highlight</source>
        <translation>hexagone en évidence</translation>
    </message>
    <message>
        <source>area highlight</source>
        <translation>zone en évidence</translation>
    </message>
    <message>
        <source>label</source>
        <translation>étiquette</translation>
    </message>
    <message>
        <source>Annotate: {kind}</source>
        <extracomment>Events that leave something waiting for the player (dice waiting for their order): an action that only says one of these has still happened for the player, who must answer it. The state the undo stack starts from (saved with the log, so Open can rebuild it). The document before an undo, redo or rewind that is still under way (None when none is): the stack runs one command after another, and the table hears of the whole move once, when the stack&apos;s index has changed.</extracomment>
        <translation>Annoter : {kind}</translation>
    </message>
    <message>
        <source>Remove annotation: {kind}</source>
        <translation>Retirer l&apos;annotation : {kind}</translation>
    </message>
    <message>
        <source>Clear annotations</source>
        <translation>Effacer les annotations</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>The {name} table cannot be set up: {why}</source>
        <translation>Impossible de préparer la table {name} : {why}</translation>
    </message>
</context>
<context>
    <name>caption</name>
    <message>
        <source>before the round</source>
        <translation>avant le round</translation>
    </message>
    <message>
        <source>adventurers&apos; phase</source>
        <translation>phase des aventuriers</translation>
    </message>
    <message>
        <source>companions&apos; phase</source>
        <translation>phase des compagnons</translation>
    </message>
    <message>
        <source>enemies&apos; phase</source>
        <translation>phase des ennemis</translation>
    </message>
    <message>
        <source>end of the round</source>
        <translation>fin du round</translation>
    </message>
    <message>
        <source>battle over</source>
        <translation>combat terminé</translation>
    </message>
</context>
<context>
    <name>crash</name>
    <message>
        <source>Something unexpected went wrong in eraboard; what happened is written in {path}. Your game is safe: the autosave has it, and eraboard offers it back if you start it again.</source>
        <translation>Une erreur inattendue s&apos;est produite dans eraboard ; ce qui s&apos;est passé est écrit dans {path}. Votre partie est à l&apos;abri : la sauvegarde automatique la garde, et eraboard vous la propose au prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>data</name>
    <message>
        <source>Active</source>
        <translation>Emplacement actif</translation>
    </message>
    <message>
        <source>Adept</source>
        <translation>Adepte</translation>
    </message>
    <message>
        <source>Agility</source>
        <translation>Agilité</translation>
    </message>
    <message>
        <source>Altmer</source>
        <translation>Altmer</translation>
    </message>
    <message>
        <source>Apprentice</source>
        <translation>Apprenti</translation>
    </message>
    <message>
        <source>Argonian</source>
        <translation>Argonien</translation>
    </message>
    <message>
        <source>Bane</source>
        <translation>Fléau</translation>
    </message>
    <message>
        <source>Bash</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>Aveuglement</translation>
    </message>
    <message>
        <source>Bosmer</source>
        <translation>Bosmer</translation>
    </message>
    <message>
        <source>Breton</source>
        <translation>Bréton</translation>
    </message>
    <message>
        <source>Broken aqueduct</source>
        <translation>Aqueduc brisé</translation>
    </message>
    <message>
        <source>Cleave</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Collapsed vault</source>
        <translation>Caveau effondré</translation>
    </message>
    <message>
        <source>Cooldown</source>
        <translation>Récupération</translation>
    </message>
    <message>
        <source>Crypt corridor</source>
        <translation>Couloir de la crypte</translation>
    </message>
    <message>
        <source>Daze</source>
        <translation>Étourdissement</translation>
    </message>
    <message>
        <source>Defeated</source>
        <translation>Vaincu</translation>
    </message>
    <message>
        <source>Drained</source>
        <translation>Drainé</translation>
    </message>
    <message>
        <source>Dunmer</source>
        <translation>Dunmer</translation>
    </message>
    <message>
        <source>Emberweave</source>
        <translation>Tissebraise</translation>
    </message>
    <message>
        <source>Engages</source>
        <translation>Engagements</translation>
    </message>
    <message>
        <source>Entrance hall</source>
        <translation>Salle d&apos;entrée</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Eye</source>
        <translation>Œil</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Échec</translation>
    </message>
    <message>
        <source>Fang</source>
        <translation>Croc</translation>
    </message>
    <message>
        <source>Fear</source>
        <translation>Peur</translation>
    </message>
    <message>
        <source>Flame</source>
        <translation>Flamme</translation>
    </message>
    <message>
        <source>Flooded gallery</source>
        <translation>Galerie inondée</translation>
    </message>
    <message>
        <source>Gloom</source>
        <translation>Ombre</translation>
    </message>
    <message>
        <source>Greatblade</source>
        <translation>Espadon</translation>
    </message>
    <message>
        <source>Guard barracks</source>
        <translation>Caserne de la garde</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Cache</translation>
    </message>
    <message>
        <source>Hp</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Imperial</source>
        <translation>Impérial</translation>
    </message>
    <message>
        <source>Intellect</source>
        <translation>Intellect</translation>
    </message>
    <message>
        <source>Khajiit</source>
        <translation>Khajiit</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Fatigue légère</translation>
    </message>
    <message>
        <source>Maim</source>
        <translation>Mutilation</translation>
    </message>
    <message>
        <source>Max Hp</source>
        <translation>PV max</translation>
    </message>
    <message>
        <source>Mend</source>
        <translation>Soin</translation>
    </message>
    <message>
        <source>Might</source>
        <translation>Puissance</translation>
    </message>
    <message>
        <source>Mushroom grotto</source>
        <translation>Grotte aux champignons</translation>
    </message>
    <message>
        <source>Nightsight</source>
        <translation>Nyctalope</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Nord</source>
        <translation>Nordique</translation>
    </message>
    <message>
        <source>Orc</source>
        <translation>Orque</translation>
    </message>
    <message>
        <source>Ossuary niche</source>
        <translation>Niche de l&apos;ossuaire</translation>
    </message>
    <message>
        <source>Over</source>
        <translation>Sur-fatigue</translation>
    </message>
    <message>
        <source>Perception</source>
        <translation>Perception</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Rallier</translation>
    </message>
    <message>
        <source>Redguard</source>
        <translation>Rougegarde</translation>
    </message>
    <message>
        <source>Retreated</source>
        <translation>Retraite</translation>
    </message>
    <message>
        <source>Ritual circle</source>
        <translation>Cercle rituel</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Shadowstep</source>
        <translation>Ombrepas</translation>
    </message>
    <message>
        <source>Shieldwall</source>
        <translation>Rempart</translation>
    </message>
    <message>
        <source>Smugglers&apos; stair</source>
        <translation>Escalier des contrebandiers</translation>
    </message>
    <message>
        <source>Spark</source>
        <translation>Éclair</translation>
    </message>
    <message>
        <source>Spirit</source>
        <translation>Esprit</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Furtivité</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Orage</translation>
    </message>
    <message>
        <source>Stormcall</source>
        <translation>Tempête</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>Frappe</translation>
    </message>
    <message>
        <source>Sunken shrine</source>
        <translation>Sanctuaire englouti</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>Tenacity</source>
        <translation>Ténacité</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Piste</translation>
    </message>
    <message>
        <source>Twinfang</source>
        <translation>Doublecroc</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Veil</source>
        <translation>Voile</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>Ward</source>
        <translation>Garde</translation>
    </message>
    <message>
        <source>Wardcraft</source>
        <translation>Abjuration</translation>
    </message>
    <message>
        <source>Warsong</source>
        <translation>Chantguerre</translation>
    </message>
</context>
<context>
    <name>refusal</name>
    <message>
        <source>Only a die from an attribute row can go into an active slot.</source>
        <comment>active_from_row</comment>
        <translation>Seul un dé d&apos;une ligne d&apos;attribut peut aller dans un emplacement actif.</translation>
    </message>
    <message>
        <source>A die leaving an active slot is exhausted into the cooldown track.</source>
        <comment>active_leaves_to_track</comment>
        <translation>Un dé qui quitte un emplacement actif est épuisé sur la piste de récupération.</translation>
    </message>
    <message>
        <source>There are only {count} active slots.</source>
        <comment>active_slot_count</comment>
        <translation>Il n&apos;y a que {count} emplacements actifs.</translation>
    </message>
    <message>
        <source>Active slot {slot} is empty.</source>
        <comment>active_slot_empty</comment>
        <translation>L&apos;emplacement actif {slot} est vide.</translation>
    </message>
    <message>
        <source>Active slot {slot} already holds a die.</source>
        <comment>active_slot_full</comment>
        <translation>L&apos;emplacement actif {slot} contient déjà un dé.</translation>
    </message>
    <message>
        <source>Only companion and enemy chips can be added.</source>
        <comment>add_chip_kind</comment>
        <translation>Seuls des pions de compagnon et d&apos;ennemi peuvent être ajoutés.</translation>
    </message>
    <message>
        <source>An adventurer&apos;s chip stays: move it off the map instead.</source>
        <comment>adventurer_chip_stays</comment>
        <translation>Le pion d&apos;un aventurier reste : sortez-le plutôt de la carte.</translation>
    </message>
    <message>
        <source>{adventurer} is defeated and cannot be targeted.</source>
        <comment>adventurer_not_targetable</comment>
        <translation>{adventurer} est vaincu et ne peut pas être ciblé.</translation>
    </message>
    <message>
        <source>Adventurers keep status dice in their cooldown track.</source>
        <comment>adventurer_status_in_track</comment>
        <translation>Les aventuriers gardent leurs dés d&apos;état sur leur piste de récupération.</translation>
    </message>
    <message>
        <source>{unit} is already defeated.</source>
        <comment>already_defeated</comment>
        <translation>{unit} est déjà vaincu.</translation>
    </message>
    <message>
        <source>That die is already drained.</source>
        <comment>already_drained</comment>
        <translation>Ce dé est déjà drainé.</translation>
    </message>
    <message>
        <source>{unit} is already protected from targeting.</source>
        <comment>already_protected</comment>
        <translation>{unit} est déjà à l&apos;abri du ciblage.</translation>
    </message>
    <message>
        <source>A lock allows 1 to 20 attempts.</source>
        <comment>attempts_range</comment>
        <translation>Une serrure autorise de 1 à 20 tentatives.</translation>
    </message>
    <message>
        <source>The tile must touch the explored hex door to door, overlap nothing and, where possible, leave a door explorable.</source>
        <comment>bad_placement</comment>
        <translation>La tuile doit toucher l&apos;hexagone exploré entrée contre entrée, ne rien chevaucher et, si possible, laisser une entrée explorable.</translation>
    </message>
    <message>
        <source>Battle clean-up comes when the battle is over.</source>
        <comment>battle_cleanup_not_now</comment>
        <translation>Le rangement de fin de combat vient quand le combat est terminé.</translation>
    </message>
    <message>
        <source>The battle is not over yet.</source>
        <comment>battle_not_over</comment>
        <translation>Le combat n&apos;est pas encore terminé.</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <comment>battle_over</comment>
        <translation>Le combat est terminé.</translation>
    </message>
    <message>
        <source>{adventurer} moves at most {stamina} hexes in one move action (Stamina).</source>
        <comment>beyond_stamina</comment>
        <translation>{adventurer} se déplace d&apos;au plus {stamina} hexagones par action de déplacement (Endurance).</translation>
    </message>
    <message>
        <source>That unit cannot take the next turn.</source>
        <comment>cannot_take_turn</comment>
        <translation>Cette unité ne peut pas jouer le tour suivant.</translation>
    </message>
    <message>
        <source>{unit} is named in this battle&apos;s defeat records: its chip stays until the battle ends (move it off the map instead).</source>
        <comment>chip_in_records</comment>
        <translation>{unit} figure dans les défaites de ce combat : son jeton reste jusqu’à la fin du combat (sortez-le plutôt de la carte).</translation>
    </message>
    <message>
        <source>Put the chip on a hex of the map.</source>
        <comment>chip_off_map</comment>
        <translation>Posez le pion sur un hexagone de la carte.</translation>
    </message>
    <message>
        <source>Choose one of the {count} active slots.</source>
        <comment>choose_active_slot</comment>
        <translation>Choisir l&apos;un des {count} emplacements actifs.</translation>
    </message>
    <message>
        <source>Choose which unit takes its turn next.</source>
        <comment>choose_next_unit</comment>
        <translation>Choisir l&apos;unité qui joue le tour suivant.</translation>
    </message>
    <message>
        <source>Choose one of the {count} placements.</source>
        <comment>choose_placement</comment>
        <translation>Choisir l&apos;un des {count} placements.</translation>
    </message>
    <message>
        <source>Choose which status side the adventurer gains.</source>
        <comment>choose_status_side</comment>
        <translation>Choisir l&apos;état que gagne l&apos;aventurier.</translation>
    </message>
    <message>
        <source>First choose the town the party goes to.</source>
        <comment>choose_town_first</comment>
        <translation>Choisir d&apos;abord la ville où se rend le groupe.</translation>
    </message>
    <message>
        <source>After a full party defeat the party goes to a closest town.</source>
        <comment>closest_town_only</comment>
        <translation>Après la défaite de tout le groupe, celui-ci se rend dans l&apos;une des villes les plus proches.</translation>
    </message>
    <message>
        <source>A lock code has 3 to 6 digits.</source>
        <comment>code_length</comment>
        <translation>Le code d&apos;une serrure compte de 3 à 6 chiffres.</translation>
    </message>
    <message>
        <source>{unit} has already engaged this turn.</source>
        <comment>companion_engage_done</comment>
        <translation>{unit} a déjà effectué un engagement ce tour-ci.</translation>
    </message>
    <message>
        <source>{unit} has no unit in its range and sight to target.</source>
        <comment>companion_no_targets</comment>
        <translation>{unit} n&apos;a aucune unité à portée et en vue à cibler.</translation>
    </message>
    <message>
        <source>The round counter cannot go below round 1.</source>
        <comment>counter_not_lowerable</comment>
        <translation>Le compteur de rounds ne peut pas descendre sous le round 1.</translation>
    </message>
    <message>
        <source>Counters go from 0 to {max}.</source>
        <comment>counter_range</comment>
        <translation>Les compteurs vont de 0 à {max}.</translation>
    </message>
    <message>
        <source>Damage is a number from 1 to 999.</source>
        <comment>damage_range</comment>
        <translation>Les dégâts sont un nombre de 1 à 999.</translation>
    </message>
    <message>
        <source>{adventurer} is defeated and cannot drain dice.</source>
        <comment>defeated_cannot_drain</comment>
        <translation>{adventurer} est vaincu et ne peut pas drainer de dés.</translation>
    </message>
    <message>
        <source>{adventurer} is defeated and cannot engage.</source>
        <comment>defeated_cannot_engage</comment>
        <translation>{adventurer} est vaincu et ne peut pas engager le combat.</translation>
    </message>
    <message>
        <source>{adventurer} is defeated and cannot exhaust dice.</source>
        <comment>defeated_cannot_exhaust</comment>
        <translation>{adventurer} est vaincu et ne peut pas épuiser de dés.</translation>
    </message>
    <message>
        <source>{adventurer} is defeated and cannot explore.</source>
        <comment>defeated_cannot_explore</comment>
        <translation>{adventurer} est vaincu et ne peut pas explorer.</translation>
    </message>
    <message>
        <source>{adventurer} is defeated and cannot gain fatigue.</source>
        <comment>defeated_cannot_gain_fatigue</comment>
        <translation>{adventurer} est vaincu et ne peut pas gagner de fatigue.</translation>
    </message>
    <message>
        <source>{adventurer} is defeated and cannot pick a lock.</source>
        <comment>defeated_cannot_pick</comment>
        <translation>{adventurer} est vaincu et ne peut pas crocheter de serrure.</translation>
    </message>
    <message>
        <source>{adventurer} is defeated and cannot place active dice.</source>
        <comment>defeated_cannot_place_active</comment>
        <translation>{adventurer} est vaincu et ne peut pas placer de dés actifs.</translation>
    </message>
    <message>
        <source>{adventurer} is defeated and cannot place dice on chips.</source>
        <comment>defeated_cannot_place_on_chip</comment>
        <translation>{adventurer} est vaincu et ne peut pas placer de dés sur les pions.</translation>
    </message>
    <message>
        <source>{adventurer} is defeated and cannot roll dice.</source>
        <comment>defeated_cannot_roll</comment>
        <translation>{adventurer} est vaincu et ne peut pas lancer de dés.</translation>
    </message>
    <message>
        <source>{adventurer} is defeated and cannot take a turn.</source>
        <comment>defeated_cannot_take_turn</comment>
        <translation>{adventurer} est vaincu et ne peut pas jouer de tour.</translation>
    </message>
    <message>
        <source>A defeated adventurer&apos;s chip stays on its race sheet.</source>
        <comment>defeated_chip_on_sheet</comment>
        <translation>Le pion d&apos;un aventurier vaincu reste sur sa fiche de race.</translation>
    </message>
    <message>
        <source>Defeated is 0 (no) or 1 (yes).</source>
        <comment>defeated_flag</comment>
        <translation>Vaincu vaut 0 (non) ou 1 (oui).</translation>
    </message>
    <message>
        <source>The die is already there.</source>
        <comment>die_already_there</comment>
        <translation>Le dé est déjà là.</translation>
    </message>
    <message>
        <source>That die cannot go there.</source>
        <comment>die_cannot_go_there</comment>
        <translation>Ce dé ne peut pas aller là.</translation>
    </message>
    <message>
        <source>That die is already kept.</source>
        <comment>die_kept</comment>
        <translation>Ce dé est déjà conservé.</translation>
    </message>
    <message>
        <source>That die is not on {adventurer}&apos;s mat.</source>
        <comment>die_not_on_mat</comment>
        <translation>Ce dé n&apos;est pas sur le plateau de {adventurer}.</translation>
    </message>
    <message>
        <source>That die is not on the table.</source>
        <comment>die_not_on_table</comment>
        <translation>Ce dé n&apos;est pas sur la table.</translation>
    </message>
    <message>
        <source>That die has not been rolled yet.</source>
        <comment>die_not_rolled</comment>
        <translation>Ce dé n&apos;a pas encore été lancé.</translation>
    </message>
    <message>
        <source>This die belongs in the {attribute} row.</source>
        <comment>die_row</comment>
        <translation>Ce dé appartient à la ligne d&apos;attribut {attribute}.</translation>
    </message>
    <message>
        <source>That digit is already matched.</source>
        <comment>digit_matched</comment>
        <translation>Ce chiffre est déjà trouvé.</translation>
    </message>
    <message>
        <source>The die shows {value}, the digit is {digit}.</source>
        <comment>digit_mismatch</comment>
        <translation>Le dé indique {value}, le chiffre est {digit}.</translation>
    </message>
    <message>
        <source>Every lock digit is a number from 1 to 6.</source>
        <comment>digit_range</comment>
        <translation>Chaque chiffre de la serrure est un nombre de 1 à 6.</translation>
    </message>
    <message>
        <source>{adventurer} has already explored from this door this turn.</source>
        <comment>door_explored_this_turn</comment>
        <translation>{adventurer} a déjà exploré depuis cette porte ce tour.</translation>
    </message>
    <message>
        <source>A drained die is unavailable for the rest of the battle.</source>
        <comment>drained_unavailable</comment>
        <translation>Un dé drainé reste indisponible jusqu&apos;à la fin du combat.</translation>
    </message>
    <message>
        <source>Drop the die on one of the active slots.</source>
        <comment>drop_on_slot</comment>
        <translation>Déposer le dé sur l&apos;un des emplacements actifs.</translation>
    </message>
    <message>
        <source>Two adventurers are called {name}.</source>
        <comment>edit_adventurer_twice</comment>
        <translation>Deux aventuriers s&apos;appellent {name}.</translation>
    </message>
    <message>
        <source>Choose the attribute row its dice sit in.</source>
        <comment>edit_attribute</comment>
        <translation>Choisissez la rangée d&apos;attribut où vont ses dés.</translation>
    </message>
    <message>
        <source>Edit adventurers between battles (this battle is not over).</source>
        <comment>edit_between_battles</comment>
        <translation>Modifiez les aventuriers entre deux batailles (cette bataille n&apos;est pas finie).</translation>
    </message>
    <message>
        <source>Bonus HP goes from 0 to 99.</source>
        <comment>edit_bonus_hp</comment>
        <translation>Les PV bonus vont de 0 à 99.</translation>
    </message>
    <message>
        <source>The deck names {shape}, which is not in the tile library.</source>
        <comment>edit_card</comment>
        <translation>La pioche nomme {shape}, qui n’est pas dans la bibliothèque de tuiles.</translation>
    </message>
    <message>
        <source>Companions join the party in its first battle: set it up first.</source>
        <comment>edit_companions_battle</comment>
        <translation>Les compagnons rejoignent le groupe à sa première bataille : préparez-la d&apos;abord.</translation>
    </message>
    <message>
        <source>The Cooldown stat goes from 0 to 13.</source>
        <comment>edit_cooldown</comment>
        <translation>La caractéristique de récupération va de 0 à 13.</translation>
    </message>
    <message>
        <source>Give die {n} a name.</source>
        <comment>edit_die_label</comment>
        <translation>Donnez un nom au dé {n}.</translation>
    </message>
    <message>
        <source>Two dice are called {label}: give each die its own name.</source>
        <comment>edit_die_twice</comment>
        <translation>Deux dés s&apos;appellent {label} : donnez à chaque dé son propre nom.</translation>
    </message>
    <message>
        <source>Choose the entrance tile.</source>
        <comment>edit_entrance</comment>
        <translation>Choisissez la tuile d&apos;entrée.</translation>
    </message>
    <message>
        <source>Die {label}, face {n}: choose a resolution code.</source>
        <comment>edit_face_code</comment>
        <translation>Dé {label}, face {n} : choisissez un code de résolution.</translation>
    </message>
    <message>
        <source>Die {label}, face {n}: an icon needs a word of small letters, like strike.</source>
        <comment>edit_face_icon</comment>
        <translation>Dé {label}, face {n} : une icône a besoin d&apos;un mot en minuscules, comme strike.</translation>
    </message>
    <message>
        <source>Die {label}, face {n}: a Status face names its status.</source>
        <comment>edit_face_status</comment>
        <translation>Dé {label}, face {n} : une face Statut nomme son statut.</translation>
    </message>
    <message>
        <source>Die {label}, face {n}: the number goes from 0 to 20.</source>
        <comment>edit_face_value</comment>
        <translation>Dé {label}, face {n} : le nombre va de 0 à 20.</translation>
    </message>
    <message>
        <source>Die {label}: a die has six faces.</source>
        <comment>edit_faces</comment>
        <translation>Dé {label} : un dé a six faces.</translation>
    </message>
    <message>
        <source>Two chips stand on the hex {q}, {r} (the party stands on the first hexes).</source>
        <comment>edit_hex_taken</comment>
        <translation>Deux pions sont sur l&apos;hexagone {q}, {r} (le groupe occupe les premiers hexagones).</translation>
    </message>
    <message>
        <source>HP ({hp}) cannot be above max HP ({max_hp}).</source>
        <comment>edit_hp</comment>
        <translation>Les PV ({hp}) ne peuvent pas dépasser les PV max ({max_hp}).</translation>
    </message>
    <message>
        <source>An enemy&apos;s level is 1, 5, 10 or 20 (a quest unit has none).</source>
        <comment>edit_level</comment>
        <translation>Le niveau d&apos;un ennemi est 1, 5, 10 ou 20 (une unité de quête n&apos;en a pas).</translation>
    </message>
    <message>
        <source>The {line} line puts its dice in the {row} row, which the mat does not show.</source>
        <comment>edit_line_row</comment>
        <translation>La ligne {line} met ses dés dans la rangée {row}, que le plateau ne montre pas.</translation>
    </message>
    <message>
        <source>The {line} line is on the mat twice.</source>
        <comment>edit_line_twice</comment>
        <translation>La ligne {line} est deux fois sur le plateau.</translation>
    </message>
    <message>
        <source>Max HP goes from 1 to 99.</source>
        <comment>edit_max_hp</comment>
        <translation>Les PV max vont de 1 à 99.</translation>
    </message>
    <message>
        <source>Give it a name.</source>
        <comment>edit_name</comment>
        <translation>Donnez-lui un nom.</translation>
    </message>
    <message>
        <source>A name has at most {max} characters (this one has {length}).</source>
        <comment>edit_name_long</comment>
        <translation>Un nom compte au plus {max} caractères (celui-ci en compte {length}).</translation>
    </message>
    <message>
        <source>The name {name} is already used.</source>
        <comment>edit_name_used</comment>
        <translation>Le nom {name} est déjà pris.</translation>
    </message>
    <message>
        <source>A skill line has 1 to 6 dice.</source>
        <comment>edit_no_dice</comment>
        <translation>Une ligne de compétence a de 1 à 6 dés.</translation>
    </message>
    <message>
        <source>Give the adventurer at least one skill line.</source>
        <comment>edit_no_lines</comment>
        <translation>Donnez à l&apos;aventurier au moins une ligne de compétence.</translation>
    </message>
    <message>
        <source>Show 1 to 6 attribute rows.</source>
        <comment>edit_no_rows</comment>
        <translation>Montrez de 1 à 6 rangées d&apos;attribut.</translation>
    </message>
    <message>
        <source>{name} stands off the entrance tile.</source>
        <comment>edit_off_map</comment>
        <translation>{name} est hors de la tuile d&apos;entrée.</translation>
    </message>
    <message>
        <source>A party has 1 to 4 adventurers.</source>
        <comment>edit_party_size</comment>
        <translation>Un groupe a de 1 à 4 aventuriers.</translation>
    </message>
    <message>
        <source>Choose or type a race.</source>
        <comment>edit_race</comment>
        <translation>Choisissez ou tapez une race.</translation>
    </message>
    <message>
        <source>Give every attribute row a name.</source>
        <comment>edit_row_name</comment>
        <translation>Donnez un nom à chaque rangée d&apos;attribut.</translation>
    </message>
    <message>
        <source>The {row} row is shown twice.</source>
        <comment>edit_row_twice</comment>
        <translation>La rangée {row} est montrée deux fois.</translation>
    </message>
    <message>
        <source>The objective needs {needed} skyshards but the deck holds {held}.</source>
        <comment>edit_skyshards</comment>
        <translation>L&apos;objectif demande {needed} éclats célestes mais la pioche en contient {held}.</translation>
    </message>
    <message>
        <source>The Stamina stat goes from 1 to 9.</source>
        <comment>edit_stamina</comment>
        <translation>La caractéristique d&apos;endurance va de 1 à 9.</translation>
    </message>
    <message>
        <source>Tenacity goes from 0 to 99.</source>
        <comment>edit_tenacity</comment>
        <translation>La ténacité va de 0 à 99.</translation>
    </message>
    <message>
        <source>Die {label}: only one face can be the Tenacity face.</source>
        <comment>edit_tenacity_twice</comment>
        <translation>Dé {label} : une seule face peut être la face de ténacité.</translation>
    </message>
    <message>
        <source>A mat holds at most 40 skill dice.</source>
        <comment>edit_too_many_dice</comment>
        <translation>Un plateau porte au plus 40 dés de compétence.</translation>
    </message>
    <message>
        <source>HP goes from 1 to 99.</source>
        <comment>edit_unit_hp</comment>
        <translation>Les PV vont de 1 à 99.</translation>
    </message>
    <message>
        <source>Finish the battle under way first (end it or retreat).</source>
        <comment>encounter_during_battle</comment>
        <translation>Terminez d&apos;abord la bataille en cours (finissez-la ou battez en retraite).</translation>
    </message>
    <message>
        <source>The End of Day Phase is already under way.</source>
        <comment>end_of_day_under_way</comment>
        <translation>La phase de fin de journée est déjà en cours.</translation>
    </message>
    <message>
        <source>End this unit&apos;s turn before taking its chip away.</source>
        <comment>end_turn_before_removing</comment>
        <translation>Terminez le tour de cette unité avant de retirer son pion.</translation>
    </message>
    <message numerus="yes">
        <source>{unit} cannot end its move there: the rules allow only the %n lit hexes (drag with Shift to place it anyway).</source>
        <comment>enemy_end_not_allowed</comment>
        <translation>
            <numerusform>{unit} ne peut pas finir son déplacement ici : les règles n&apos;autorisent que l&apos;hexagone éclairé (faites glisser avec Maj pour le placer quand même).</numerusform>
            <numerusform>{unit} ne peut pas finir son déplacement ici : les règles n&apos;autorisent que les %n hexagones éclairés (faites glisser avec Maj pour le placer quand même).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{unit} cannot end its move there: the rules allow only the %n lit hex (drag with Shift to place it anyway).</source>
        <comment>enemy_end_not_allowed</comment>
        <translation>
            <numerusform>{unit} ne peut pas finir son déplacement ici : les règles n&apos;autorisent que l&apos;hexagone éclairé (faites glisser avec Maj pour le placer quand même).</numerusform>
            <numerusform>{unit} ne peut pas finir son déplacement ici : les règles n&apos;autorisent que les %n hexagones éclairés (faites glisser avec Maj pour le placer quand même).</numerusform>
        </translation>
    </message>
    <message>
        <source>Enemies act from the highest level down (quest units first).</source>
        <comment>enemy_order</comment>
        <translation>Les ennemis agissent du plus haut niveau au plus bas (unités de quête d&apos;abord).</translation>
    </message>
    <message numerus="yes">
        <source>Pick %n more targets for {unit} among the units of equal HP.</source>
        <comment>enemy_pick_targets</comment>
        <translation>
            <numerusform>Choisissez encore %n cible pour {unit} parmi les unités aux PV égaux.</numerusform>
            <numerusform>Choisissez encore %n cibles pour {unit} parmi les unités aux PV égaux.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick %n more target for {unit} among the units of equal HP.</source>
        <comment>enemy_pick_targets</comment>
        <translation>
            <numerusform>Choisissez encore %n cible pour {unit} parmi les unités aux PV égaux.</numerusform>
            <numerusform>Choisissez encore %n cibles pour {unit} parmi les unités aux PV égaux.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{unit} rolls %n Combat dice: give one result for each.</source>
        <comment>enemy_roll_count</comment>
        <translation>
            <numerusform>{unit} lance %n dé de Combat : donnez son résultat.</numerusform>
            <numerusform>{unit} lance %n dés de Combat : donnez un résultat pour chacun.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{unit} rolls %n Combat die: give its result.</source>
        <comment>enemy_roll_count</comment>
        <translation>
            <numerusform>{unit} lance %n dé de Combat : donnez son résultat.</numerusform>
            <numerusform>{unit} lance %n dés de Combat : donnez un résultat pour chacun.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{unit} targets %n units, by its priority: pick only among the lit units of equal HP.</source>
        <comment>enemy_targets_not_allowed</comment>
        <translation>
            <numerusform>{unit} cible %n unité, selon sa priorité : choisissez seulement parmi les unités éclairées aux PV égaux.</numerusform>
            <numerusform>{unit} cible %n unités, selon sa priorité : choisissez seulement parmi les unités éclairées aux PV égaux.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{unit} targets %n unit, by its priority: pick only among the lit units of equal HP.</source>
        <comment>enemy_targets_not_allowed</comment>
        <translation>
            <numerusform>{unit} cible %n unité, selon sa priorité : choisissez seulement parmi les unités éclairées aux PV égaux.</numerusform>
            <numerusform>{unit} cible %n unités, selon sa priorité : choisissez seulement parmi les unités éclairées aux PV égaux.</numerusform>
        </translation>
    </message>
    <message>
        <source>{unit} already has a die of every status side.</source>
        <comment>every_side_taken</comment>
        <translation>{unit} a déjà un dé de chaque état.</translation>
    </message>
    <message>
        <source>{adventurer} has no die in an active slot.</source>
        <comment>exhaust_active_none</comment>
        <translation>{adventurer} n&apos;a aucun dé dans un emplacement actif.</translation>
    </message>
    <message>
        <source>Only a die from an attribute row or an active slot can be exhausted; this one is in the {zone} area.</source>
        <comment>exhaust_from</comment>
        <translation>Seul un dé d&apos;une ligne d&apos;attribut ou d&apos;un emplacement actif peut être épuisé ; celui-ci est dans la zone {zone}.</translation>
    </message>
    <message>
        <source>Choose at least one die to exhaust.</source>
        <comment>exhaust_none</comment>
        <translation>Choisir au moins un dé à épuiser.</translation>
    </message>
    <message>
        <source>Name each die in {adventurer}&apos;s active slots once, in the order they go into the track.</source>
        <comment>exhaust_order</comment>
        <translation>Nommez une fois chaque dé des emplacements actifs de {adventurer}, dans l&apos;ordre où ils entrent dans la piste.</translation>
    </message>
    <message>
        <source>Each die can be exhausted only once at a time.</source>
        <comment>exhaust_twice</comment>
        <translation>Un même dé ne peut être épuisé qu&apos;une seule fois par action.</translation>
    </message>
    <message>
        <source>On Expert, discard an item to remove a die while resting.</source>
        <comment>expert_discard</comment>
        <translation>En difficulté Expert, il faut défausser un objet pour retirer un dé pendant le repos.</translation>
    </message>
    <message>
        <source>{adventurer} can only explore a door in sight (same or adjacent tile).</source>
        <comment>explore_in_sight</comment>
        <translation>{adventurer} ne peut explorer qu&apos;une porte en vue (même tuile ou tuile adjacente).</translation>
    </message>
    <message>
        <source>Exploring is an action of an adventurer&apos;s turn.</source>
        <comment>explore_on_adventurer_turn</comment>
        <translation>Explorer est une action du tour d&apos;un aventurier.</translation>
    </message>
    <message>
        <source>{adventurer} has already taken the explore action this turn.</source>
        <comment>explore_once_a_turn</comment>
        <translation>{adventurer} a déjà fait l&apos;action d&apos;exploration ce tour.</translation>
    </message>
    <message>
        <source>{adventurer} explores doors at most {stamina} hexes away (Stamina).</source>
        <comment>explore_within_stamina</comment>
        <translation>{adventurer} explore des portes à {stamina} hexagones au plus (Endurance).</translation>
    </message>
    <message>
        <source>This die has {count} faces.</source>
        <comment>face_count</comment>
        <translation>Ce dé a {count} faces.</translation>
    </message>
    <message>
        <source>Only the dice named here are turned.</source>
        <comment>face_not_named</comment>
        <translation>Seuls les dés nommés ici sont tournés.</translation>
    </message>
    <message>
        <source>A fatigue die goes into an active slot from the supply.</source>
        <comment>fatigue_active_from_supply</comment>
        <translation>Un dé de fatigue va dans un emplacement actif depuis la réserve.</translation>
    </message>
    <message>
        <source>Fatigue dice have no faces to turn.</source>
        <comment>fatigue_no_faces</comment>
        <translation>Les dés de fatigue n&apos;ont pas de face à tourner.</translation>
    </message>
    <message>
        <source>Fatigue and status dice go only in cooldown tracks or the supply.</source>
        <comment>fatigue_where</comment>
        <translation>Les dés de fatigue et d&apos;état ne vont que sur les pistes de récupération ou dans la réserve.</translation>
    </message>
    <message>
        <source>Finish the battle before the day ends.</source>
        <comment>finish_battle_first</comment>
        <translation>Terminer le combat avant la fin de la journée.</translation>
    </message>
    <message>
        <source>Gain at least one fatigue die.</source>
        <comment>gain_some_fatigue</comment>
        <translation>Il faut gagner au moins un dé de fatigue.</translation>
    </message>
    <message>
        <source>The round counter and the revived adventurers&apos; hexes are chosen only in a battle.</source>
        <comment>guild_choices_in_battle</comment>
        <translation>Le compteur de rounds et les hexagones des aventuriers ranimés ne se choisissent qu&apos;en combat.</translation>
    </message>
    <message>
        <source>The guild assist can be used once per campaign.</source>
        <comment>guild_once</comment>
        <translation>L&apos;aide de la guilde ne peut servir qu&apos;une fois par campagne.</translation>
    </message>
    <message>
        <source>The round counter goes from 1 to the fatigue face (6).</source>
        <comment>guild_round_range</comment>
        <translation>Le compteur de rounds va de 1 à la face de fatigue (6).</translation>
    </message>
    <message>
        <source>The guild assist can be used only in sessions 1 and 2.</source>
        <comment>guild_sessions</comment>
        <translation>L&apos;aide de la guilde ne peut servir que lors des sessions 1 et 2.</translation>
    </message>
    <message>
        <source>The guild assist is used at the end of a battle round or during Adventurers Rest.</source>
        <comment>guild_when</comment>
        <translation>L&apos;aide de la guilde s&apos;utilise à la fin d&apos;un round de combat ou pendant le repos des aventuriers.</translation>
    </message>
    <message>
        <source>Healing is a number from 1 to 999.</source>
        <comment>healing_range</comment>
        <translation>Les soins sont un nombre de 1 à 999.</translation>
    </message>
    <message>
        <source>That hex is occupied.</source>
        <comment>hex_occupied</comment>
        <translation>Cet hexagone est occupé.</translation>
    </message>
    <message>
        <source>That hex is not on the map.</source>
        <comment>hex_off_map</comment>
        <translation>Cet hexagone n&apos;est pas sur la carte.</translation>
    </message>
    <message>
        <source>HP cannot exceed the max HP ({max_hp}).</source>
        <comment>hp_over_max</comment>
        <translation>Les PV ne peuvent pas dépasser les PV max ({max_hp}).</translation>
    </message>
    <message>
        <source>The party must be in a town to visit its inn.</source>
        <comment>inn_needs_town</comment>
        <translation>Le groupe doit être dans une ville pour aller à son auberge.</translation>
    </message>
    <message>
        <source>Each adventurer rests at the inn once.</source>
        <comment>inn_once</comment>
        <translation>Chaque aventurier ne se repose qu&apos;une fois à l&apos;auberge.</translation>
    </message>
    <message>
        <source>Key digits must name different digits of the code.</source>
        <comment>keys_distinct</comment>
        <translation>Les chiffres clés doivent désigner des chiffres différents du code.</translation>
    </message>
    <message>
        <source>Key digits must be matched before any other digit.</source>
        <comment>keys_first</comment>
        <translation>Les chiffres clés doivent être trouvés avant tout autre chiffre.</translation>
    </message>
    <message>
        <source>A lockpick check is already in progress.</source>
        <comment>lockpick_in_progress</comment>
        <translation>Un test de crochetage est déjà en cours.</translation>
    </message>
    <message>
        <source>A lockpick die shows 1 to 6.</source>
        <comment>lockpick_value_range</comment>
        <translation>Un dé de crochetage indique une valeur de 1 à 6.</translation>
    </message>
    <message>
        <source>The round counter is lowered by 1 to 5.</source>
        <comment>lower_by_range</comment>
        <translation>Le compteur de rounds se baisse de 1 à 5.</translation>
    </message>
    <message>
        <source>A die can be in only one place on the mat.</source>
        <comment>mat_die_twice</comment>
        <translation>Un dé ne peut être qu’à un seul endroit du plateau.</translation>
    </message>
    <message>
        <source>Max HP is at least 1.</source>
        <comment>max_hp_min</comment>
        <translation>Les PV max valent au moins 1.</translation>
    </message>
    <message>
        <source>No attempts are left: stop the check.</source>
        <comment>no_attempts_left</comment>
        <translation>Il ne reste aucune tentative : abandonner le test.</translation>
    </message>
    <message>
        <source>No battle is in progress.</source>
        <comment>no_battle</comment>
        <translation>Aucun combat n&apos;est en cours.</translation>
    </message>
    <message>
        <source>An adventurer has no counter called {counter}.</source>
        <comment>no_counter</comment>
        <translation>Un aventurier n&apos;a pas de compteur nommé {counter}.</translation>
    </message>
    <message>
        <source>{adventurer} has no drained dice.</source>
        <comment>no_drained_dice</comment>
        <translation>{adventurer} n&apos;a aucun dé drainé.</translation>
    </message>
    <message>
        <source>{adventurer} took a second move action this turn: no more engaging.</source>
        <comment>no_engage_after_second_move</comment>
        <translation>{adventurer} a fait une seconde action de déplacement ce tour : plus d&apos;engagement.</translation>
    </message>
    <message>
        <source>{adventurer} moved this turn: no explore action in that turn.</source>
        <comment>no_explore_after_move</comment>
        <translation>{adventurer} s&apos;est déplacé ce tour : pas d&apos;action d&apos;exploration ce tour-ci.</translation>
    </message>
    <message>
        <source>Every hex of the map is occupied: {adventurer} cannot be deployed yet.</source>
        <comment>no_free_hex</comment>
        <translation>Tous les hexagones de la carte sont occupés : {adventurer} ne peut pas encore être déployé.</translation>
    </message>
    <message>
        <source>There is no inn on a battle map.</source>
        <comment>no_inn_in_battle</comment>
        <translation>Il n&apos;y a pas d&apos;auberge sur une carte de combat.</translation>
    </message>
    <message>
        <source>No lockpick check is in progress.</source>
        <comment>no_lockpick</comment>
        <translation>Aucun test de crochetage n&apos;est en cours.</translation>
    </message>
    <message>
        <source>There is no such lockpick die.</source>
        <comment>no_lockpick_die</comment>
        <translation>Ce dé de crochetage n&apos;existe pas.</translation>
    </message>
    <message>
        <source>{adventurer} explored this turn: no move action after it.</source>
        <comment>no_move_after_explore</comment>
        <translation>{adventurer} a exploré ce tour : pas d&apos;action de déplacement ensuite.</translation>
    </message>
    <message>
        <source>This game has no overland map.</source>
        <comment>no_overland</comment>
        <translation>Cette partie n&apos;a pas de carte de la province.</translation>
    </message>
    <message>
        <source>Adventurers Rest comes at the end of the day, after the battle.</source>
        <comment>no_rest_in_battle</comment>
        <translation>Le repos des aventuriers vient en fin de journée, après le combat.</translation>
    </message>
    <message>
        <source>No route of unoccupied hexes leads there.</source>
        <comment>no_route</comment>
        <translation>Aucun chemin d&apos;hexagones libres ne mène là.</translation>
    </message>
    <message>
        <source>{adventurer} has no {attribute} row for this die.</source>
        <comment>no_row_for_die</comment>
        <translation>{adventurer} n&apos;a pas de ligne d&apos;attribut {attribute} pour ce dé.</translation>
    </message>
    <message>
        <source>{adventurer} has engaged this turn: a second move action is not allowed.</source>
        <comment>no_second_move_after_engage</comment>
        <translation>{adventurer} a engagé ce tour : une seconde action de déplacement n&apos;est pas permise.</translation>
    </message>
    <message>
        <source>No skyshard card is left in the exploration deck: nothing is left to explore.</source>
        <comment>no_skyshard_left</comment>
        <translation>Il ne reste aucune carte éclat céleste dans le paquet d&apos;exploration : il ne reste rien à explorer.</translation>
    </message>
    <message>
        <source>No status die is left in the supply.</source>
        <comment>no_status_die_left</comment>
        <translation>Il ne reste aucun dé d&apos;état dans la réserve.</translation>
    </message>
    <message>
        <source>{unit} has no {side} die.</source>
        <comment>no_status_die_of_side</comment>
        <translation>{unit} n&apos;a pas de dé d&apos;état {side}.</translation>
    </message>
    <message>
        <source>There is no such adventurer in this game.</source>
        <comment>no_such_adventurer</comment>
        <translation>Cet aventurier ne fait pas partie de la partie.</translation>
    </message>
    <message>
        <source>The exploration deck holds no {card} card.</source>
        <comment>no_such_card</comment>
        <translation>Le paquet d&apos;exploration ne contient aucune carte {card}.</translation>
    </message>
    <message>
        <source>That die is not in this game.</source>
        <comment>no_such_die</comment>
        <translation>Ce dé ne fait pas partie de la partie.</translation>
    </message>
    <message>
        <source>There is no such digit in the code.</source>
        <comment>no_such_digit</comment>
        <translation>Ce chiffre n&apos;existe pas dans le code.</translation>
    </message>
    <message>
        <source>That die has no face number {face}.</source>
        <comment>no_such_face</comment>
        <translation>Ce dé n&apos;a pas de face numéro {face}.</translation>
    </message>
    <message>
        <source>No tile shape is called {card}.</source>
        <comment>no_such_shape</comment>
        <translation>Aucune forme de tuile ne s&apos;appelle {card}.</translation>
    </message>
    <message>
        <source>That tile is not on the map.</source>
        <comment>no_such_tile</comment>
        <translation>Cette tuile n&apos;est pas sur la carte.</translation>
    </message>
    <message>
        <source>That unit is not in this battle.</source>
        <comment>no_such_unit</comment>
        <translation>Cette unité ne prend pas part à ce combat.</translation>
    </message>
    <message>
        <source>That die has no Tenacity face.</source>
        <comment>no_tenacity_face</comment>
        <translation>Ce dé n&apos;a pas de face Ténacité.</translation>
    </message>
    <message>
        <source>No tile is waiting to be placed.</source>
        <comment>no_tile_pending</comment>
        <translation>Aucune tuile n&apos;attend d&apos;être placée.</translation>
    </message>
    <message>
        <source>No turn is under way.</source>
        <comment>no_turn</comment>
        <translation>Aucun tour n&apos;est en cours.</translation>
    </message>
    <message>
        <source>A lockpick die never turns from 6 to 1 or from 1 to 6.</source>
        <comment>no_wrap</comment>
        <translation>Un dé de crochetage ne passe jamais de 6 à 1 ni de 1 à 6.</translation>
    </message>
    <message>
        <source>{unit} is not a companion.</source>
        <comment>not_a_companion</comment>
        <translation>{unit} n&apos;est pas un compagnon.</translation>
    </message>
    <message>
        <source>That die is not drained.</source>
        <comment>not_drained</comment>
        <translation>Ce dé n&apos;est pas drainé.</translation>
    </message>
    <message>
        <source>Only an unexplored door hex on the edge of the map can be explored.</source>
        <comment>not_explorable</comment>
        <translation>Seul un hexagone d&apos;entrée inexploré au bord de la carte peut être exploré.</translation>
    </message>
    <message>
        <source>That die is not in {adventurer}&apos;s cooldown track.</source>
        <comment>not_in_track</comment>
        <translation>Ce dé n&apos;est pas sur la piste de récupération de {adventurer}.</translation>
    </message>
    <message>
        <source>{unit} is not a defeated chip left on a tile.</source>
        <comment>not_left_on_tile</comment>
        <translation>{unit} n&apos;est pas un pion vaincu laissé sur une tuile.</translation>
    </message>
    <message>
        <source>That die is not one of {adventurer}&apos;s skill dice.</source>
        <comment>not_own_skill_die</comment>
        <translation>Ce dé ne fait pas partie des dés de compétence de {adventurer}.</translation>
    </message>
    <message>
        <source>{unit} is not protected from targeting.</source>
        <comment>not_protected</comment>
        <translation>{unit} n&apos;est pas à l&apos;abri du ciblage.</translation>
    </message>
    <message>
        <source>{adventurer} is not waiting for the party to pick a hex.</source>
        <comment>not_waiting_to_place</comment>
        <translation>{adventurer} n&apos;attend pas que le groupe lui choisisse un hexagone.</translation>
    </message>
    <message>
        <source>It is not {adventurer}&apos;s turn.</source>
        <comment>not_your_turn</comment>
        <translation>Ce n&apos;est pas le tour de {adventurer}.</translation>
    </message>
    <message>
        <source>Another unit&apos;s turn is under way.</source>
        <comment>other_turn</comment>
        <translation>Le tour d&apos;une autre unité est en cours.</translation>
    </message>
    <message>
        <source>The party token needs a passable hex of the overland map.</source>
        <comment>party_token_impassable</comment>
        <translation>Le pion du groupe a besoin d&apos;un hexagone praticable de la carte de la province.</translation>
    </message>
    <message>
        <source>Quest units take no status effects unless an effect says so.</source>
        <comment>quest_no_status</comment>
        <translation>Les unités de quête ne subissent aucun état, sauf si un effet l&apos;indique.</translation>
    </message>
    <message>
        <source>An exhausted die must be recovered before it can be used again.</source>
        <comment>recover_first</comment>
        <translation>Un dé épuisé doit être récupéré avant de pouvoir resservir.</translation>
    </message>
    <message>
        <source>Only a die in the cooldown track can be recovered.</source>
        <comment>recover_from_track</comment>
        <translation>Seul un dé de la piste de récupération peut être récupéré.</translation>
    </message>
    <message>
        <source>The Recovery step happens once, at the start of the adventurer&apos;s own turn.</source>
        <comment>recovery_at_turn_start</comment>
        <translation>L&apos;étape de récupération a lieu une seule fois, au début du tour de l&apos;aventurier.</translation>
    </message>
    <message>
        <source>The Recovery step is a step of a battle&apos;s turns: there is none outside a battle.</source>
        <comment>recovery_in_battle_only</comment>
        <translation>L&apos;étape de récupération fait partie des tours d&apos;un combat : il n&apos;y en a pas hors combat.</translation>
    </message>
    <message>
        <source>Only a die in the cooldown track can be removed from it.</source>
        <comment>remove_from_track</comment>
        <translation>Seul un dé de la piste de récupération peut en être retiré.</translation>
    </message>
    <message>
        <source>First move the party token to a closest town.</source>
        <comment>rest_defeated_first</comment>
        <translation>Déplacer d&apos;abord le pion du groupe vers une ville la plus proche.</translation>
    </message>
    <message>
        <source>On {difficulty}, a rest removes at most {count} dice.</source>
        <comment>rest_limit</comment>
        <translation>En difficulté {difficulty}, un repos retire au plus {count} dés.</translation>
    </message>
    <message>
        <source>On {difficulty}, a rest removes at most 1 die.</source>
        <comment>rest_limit_one</comment>
        <translation>En difficulté {difficulty}, un repos retire au plus 1 dé.</translation>
    </message>
    <message>
        <source>Each adventurer rests once at the end of the day.</source>
        <comment>rest_once_per_day</comment>
        <translation>Chaque aventurier ne se repose qu&apos;une fois en fin de journée.</translation>
    </message>
    <message>
        <source>Each die can be removed only once.</source>
        <comment>rest_remove_twice</comment>
        <translation>Un même dé ne peut être retiré qu&apos;une seule fois.</translation>
    </message>
    <message>
        <source>An adventurer comes back by healing (Heal or Revive).</source>
        <comment>revive_adventurer_by_healing</comment>
        <translation>Un aventurier revient en étant soigné (Soigner ou ranimer).</translation>
    </message>
    <message>
        <source>A revived adventurer is deployed to an unoccupied hex of the map.</source>
        <comment>revive_hex</comment>
        <translation>Un aventurier ranimé est déployé sur un hexagone libre de la carte.</translation>
    </message>
    <message numerus="yes">
        <source>This attempt rolls %n dice.</source>
        <comment>roll_count</comment>
        <translation>
            <numerusform>Cette tentative lance %n dé.</numerusform>
            <numerusform>Cette tentative lance %n dés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This attempt rolls %n die.</source>
        <comment>roll_count</comment>
        <translation>
            <numerusform>Cette tentative lance %n dé.</numerusform>
            <numerusform>Cette tentative lance %n dés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll the lockpick dice first.</source>
        <comment>roll_first</comment>
        <translation>Lancer d&apos;abord les dés de crochetage.</translation>
    </message>
    <message>
        <source>A roll needs one result per die.</source>
        <comment>roll_results</comment>
        <translation>Un jet demande un résultat par dé.</translation>
    </message>
    <message>
        <source>Only dice available in an attribute row can be rolled.</source>
        <comment>roll_row_only</comment>
        <translation>Seuls les dés disponibles dans une ligne d&apos;attribut peuvent être lancés.</translation>
    </message>
    <message>
        <source>Only skill dice are rolled onto the table.</source>
        <comment>roll_skill_only</comment>
        <translation>Seuls les dés de compétence se lancent sur la table.</translation>
    </message>
    <message>
        <source>Each die can be rolled only once at a time.</source>
        <comment>roll_twice</comment>
        <translation>Un même dé ne peut être lancé qu&apos;une seule fois par jet.</translation>
    </message>
    <message>
        <source>Every unit takes its turn before the round ends.</source>
        <comment>round_not_done</comment>
        <translation>Chaque unité doit jouer son tour avant la fin du round.</translation>
    </message>
    <message>
        <source>The round has not started yet.</source>
        <comment>round_not_started</comment>
        <translation>Le round n&apos;a pas encore commencé.</translation>
    </message>
    <message>
        <source>This round is already under way.</source>
        <comment>round_under_way</comment>
        <translation>Ce round est déjà en cours.</translation>
    </message>
    <message>
        <source>Say whose mat the die goes to.</source>
        <comment>say_whose_mat</comment>
        <translation>Préciser sur quel plateau va le dé.</translation>
    </message>
    <message>
        <source>Skill dice never go to the supply.</source>
        <comment>skill_die_not_to_supply</comment>
        <translation>Les dés de compétence ne vont jamais dans la réserve.</translation>
    </message>
    <message>
        <source>A skill die stays on its own adventurer&apos;s mat.</source>
        <comment>skill_die_own_mat</comment>
        <translation>Un dé de compétence reste sur le plateau de son aventurier.</translation>
    </message>
    <message>
        <source>Only skill dice go in attribute rows, active slots or drained.</source>
        <comment>skill_only_zones</comment>
        <translation>Seuls les dés de compétence vont dans les lignes d&apos;attribut, les emplacements actifs ou parmi les dés drainés.</translation>
    </message>
    <message>
        <source>Status dice go on a chip by an effect (or an override).</source>
        <comment>status_by_effect</comment>
        <translation>Un dé d&apos;état ne va sur un pion que par un effet (ou une modification manuelle).</translation>
    </message>
    <message>
        <source>Only status dice go on units.</source>
        <comment>status_only_units</comment>
        <translation>Seuls les dés d&apos;état vont sur les unités.</translation>
    </message>
    <message>
        <source>{unit} already has a {side} die.</source>
        <comment>status_side_taken</comment>
        <translation>{unit} a déjà un dé d&apos;état {side}.</translation>
    </message>
    <message>
        <source>A status die has 6 sides.</source>
        <comment>status_six_sides</comment>
        <translation>Un dé d&apos;état a 6 faces.</translation>
    </message>
    <message>
        <source>The supply counts light, over and status dice.</source>
        <comment>supply_counters</comment>
        <translation>La réserve compte des dés de fatigue légère, de sur-fatigue et d&apos;état.</translation>
    </message>
    <message>
        <source>A status die in the supply shows no side.</source>
        <comment>supply_status_no_side</comment>
        <translation>Un dé d&apos;état dans la réserve n&apos;affiche aucun état.</translation>
    </message>
    <message>
        <source>Only a die showing a Cooldown-code face can go into the track on its Tenacity face.</source>
        <comment>tenacity_needs_cooldown_face</comment>
        <translation>Seul un dé montrant une face au code Récupération peut aller sur la piste tourné sur sa face Ténacité.</translation>
    </message>
    <message>
        <source>Move or remove the chips on this tile first.</source>
        <comment>tile_has_chips</comment>
        <translation>Déplacez ou retirez d&apos;abord les pions de cette tuile.</translation>
    </message>
    <message>
        <source>The tile would overlap another tile.</source>
        <comment>tile_overlap</comment>
        <translation>La tuile chevaucherait une autre tuile.</translation>
    </message>
    <message>
        <source>First place the tile already drawn.</source>
        <comment>tile_pending</comment>
        <translation>Placer d&apos;abord la tuile déjà piochée.</translation>
    </message>
    <message>
        <source>A tile turns in six steps (rotation 0 to 5).</source>
        <comment>tile_rotation</comment>
        <translation>Une tuile tourne en six pas (rotation 0 à 5).</translation>
    </message>
    <message>
        <source>The party token is already there.</source>
        <comment>token_already_there</comment>
        <translation>Le pion du groupe est déjà là.</translation>
    </message>
    <message>
        <source>The party token cannot go there.</source>
        <comment>token_cannot_go</comment>
        <translation>Le pion du groupe ne peut pas aller là.</translation>
    </message>
    <message>
        <source>The party token stays put during a battle.</source>
        <comment>token_stays_in_battle</comment>
        <translation>Le pion du groupe ne bouge pas pendant un combat.</translation>
    </message>
    <message>
        <source>That is more fatigue than the game has dice for.</source>
        <comment>too_much_fatigue</comment>
        <translation>C&apos;est plus de fatigue que le jeu n&apos;a de dés.</translation>
    </message>
    <message>
        <source>The dice of {adventurer}&apos;s track come from their own mat or from the supply.</source>
        <comment>track_die_elsewhere</comment>
        <translation>Les dés de la piste de {adventurer} viennent de son propre plateau ou de la réserve.</translation>
    </message>
    <message>
        <source>A die can be in the cooldown track only once.</source>
        <comment>track_die_twice</comment>
        <translation>Un dé ne peut être qu’une fois dans la piste de récupération.</translation>
    </message>
    <message>
        <source>The cooldown track already holds {size} dice.</source>
        <comment>track_full</comment>
        <translation>La piste de récupération contient déjà {size} dés.</translation>
    </message>
    <message>
        <source>The cooldown track can only take dice at its leftmost open position; dice in it do not change order.</source>
        <comment>track_order</comment>
        <translation>La piste de récupération ne reçoit de dés qu&apos;à sa première position libre en partant de la gauche ; les dés qui s&apos;y trouvent ne changent pas d&apos;ordre.</translation>
    </message>
    <message>
        <source>The cooldown track has {size} positions.</source>
        <comment>track_positions</comment>
        <translation>La piste de récupération compte {size} positions.</translation>
    </message>
    <message>
        <source>A die never moves from one cooldown track to another.</source>
        <comment>track_to_track</comment>
        <translation>Un dé ne passe jamais d&apos;une piste de récupération à une autre.</translation>
    </message>
    <message>
        <source>A die turns by one pip at a time.</source>
        <comment>turn_one_pip</comment>
        <translation>Un dé se tourne d&apos;un point à la fois.</translation>
    </message>
    <message>
        <source>{adventurer} has already taken two move actions this turn.</source>
        <comment>two_moves_a_turn</comment>
        <translation>{adventurer} a déjà fait deux actions de déplacement ce tour.</translation>
    </message>
    <message>
        <source>{unit} is already there.</source>
        <comment>unit_already_there</comment>
        <translation>{unit} est déjà là.</translation>
    </message>
    <message>
        <source>{unit} is defeated.</source>
        <comment>unit_defeated</comment>
        <translation>{unit} est vaincu.</translation>
    </message>
    <message>
        <source>{unit} is defeated and off the map.</source>
        <comment>unit_defeated_off_map</comment>
        <translation>{unit} est vaincu et hors de la carte.</translation>
    </message>
    <message>
        <source>{unit} is not defeated.</source>
        <comment>unit_not_defeated</comment>
        <translation>{unit} n’est pas vaincu.</translation>
    </message>
    <message>
        <source>The battle is over: its units can no longer be targeted.</source>
        <comment>unit_not_in_play</comment>
        <translation>Le combat est terminé : ses unités ne peuvent plus être ciblées.</translation>
    </message>
    <message>
        <source>{unit} is not on the map and cannot be targeted.</source>
        <comment>unit_not_targetable</comment>
        <translation>{unit} n&apos;est pas sur la carte et ne peut pas être ciblé.</translation>
    </message>
    <message>
        <source>It is not {unit}&apos;s turn.</source>
        <comment>unit_not_your_turn</comment>
        <translation>Ce n&apos;est pas le tour de {unit}.</translation>
    </message>
    <message>
        <source>{unit} is not on the map.</source>
        <comment>unit_off_map</comment>
        <translation>{unit} n&apos;est pas sur la carte.</translation>
    </message>
    <message>
        <source>The rules do not know the action {action}.</source>
        <comment>unknown_action</comment>
        <translation>Les règles ne connaissent pas l&apos;action {action}.</translation>
    </message>
    <message>
        <source>Dice cannot be put in the {zone} area here.</source>
        <comment>zone_not_here</comment>
        <translation>Impossible de placer des dés dans la zone {zone} ici.</translation>
    </message>
    <message>
        <source>{count} hexes tie for farthest: the party chooses one.</source>
        <comment>deploy_tie</comment>
        <translation>{count} hexagones sont à égalité pour le plus éloigné : le groupe en choisit un.</translation>
    </message>
    <message numerus="yes">
        <source>Pick from 1 to %n targets for {unit} among the units in its range and sight.</source>
        <comment>companion_pick_targets</comment>
        <translation>
            <numerusform>Choisissez %n cible pour {unit} parmi les unités à sa portée et en vue.</numerusform>
            <numerusform>Choisissez de 1 à %n cibles pour {unit} parmi les unités à sa portée et en vue.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick %n target for {unit} among the units in its range and sight.</source>
        <comment>companion_pick_targets</comment>
        <translation>
            <numerusform>Choisissez %n cible pour {unit} parmi les unités à sa portée et en vue.</numerusform>
            <numerusform>Choisissez de 1 à %n cibles pour {unit} parmi les unités à sa portée et en vue.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hex {q}, {r} is not one of the hexes tied for farthest.</source>
        <comment>deploy_tie_pick</comment>
        <translation>L&apos;hexagone {q}, {r} n&apos;est pas l&apos;un des hexagones à égalité pour le plus éloigné.</translation>
    </message>
    <message>
        <source>{name} is above level {level}, the highest this card&apos;s scale allows.</source>
        <comment>draw_above_level</comment>
        <translation>{name} dépasse le niveau {level}, le plus haut que permet l&apos;échelle de cette carte.</translation>
    </message>
    <message>
        <source>{name} would go beyond the {left} encounter points left.</source>
        <comment>draw_beyond_ep</comment>
        <translation>{name} dépasserait les {left} points de rencontre restants.</translation>
    </message>
    <message>
        <source>A card holds from 0 to {max} caches of each kind.</source>
        <comment>edit_caches</comment>
        <translation>Une carte porte de 0 à {max} caches de chaque sorte.</translation>
    </message>
    <message>
        <source>Two cards name the tile {shape}: one card per tile.</source>
        <comment>edit_card_twice</comment>
        <translation>Deux cartes nomment la tuile {shape} : une carte par tuile.</translation>
    </message>
    <message>
        <source>Encounter points go from 0 to {max}.</source>
        <comment>edit_ep</comment>
        <translation>Les points de rencontre vont de 0 à {max}.</translation>
    </message>
    <message>
        <source>{name} is not level 10 or 20, the levels of the 10/20 bag.</source>
        <comment>edit_high_bag</comment>
        <translation>{name} n&apos;est pas de niveau 10 ou 20, les niveaux du sac 10/20.</translation>
    </message>
    <message>
        <source>{name} is not level 1 or 5, the levels of the 1/5 bag.</source>
        <comment>edit_low_bag</comment>
        <translation>{name} n&apos;est pas de niveau 1 ou 5, les niveaux du sac 1/5.</translation>
    </message>
    <message>
        <source>Each row of the challenge scale is an enemy level: 1, 5, 10 or 20.</source>
        <comment>edit_scale</comment>
        <translation>Chaque ligne de l&apos;échelle de défi est un niveau d&apos;ennemi : 1, 5, 10 ou 20.</translation>
    </message>
    <message>
        <source>No tile just placed is waiting for its caches and enemies.</source>
        <comment>no_arrival</comment>
        <translation>Aucune tuile tout juste placée n&apos;attend ses caches et ses ennemis.</translation>
    </message>
    <message>
        <source>{unit} is an adventurer: edit their mat instead.</source>
        <comment>adventurer_has_mat</comment>
        <translation>{unit} est un aventurier : modifiez plutôt son plateau.</translation>
    </message>
    <message>
        <source>{unit} moves at most {movement} hexes.</source>
        <comment>beyond_movement</comment>
        <translation>{unit} se déplace d&apos;au plus {movement} hexagones.</translation>
    </message>
    <message>
        <source>{unit} has already moved this turn.</source>
        <comment>companion_moved</comment>
        <translation>{unit} s&apos;est déjà déplacé ce tour-ci.</translation>
    </message>
    <message>
        <source>A chip rolls 0 to 9 Combat dice.</source>
        <comment>edit_combat_dice</comment>
        <translation>Un pion lance de 0 à 9 dés de Combat.</translation>
    </message>
    <message>
        <source>A Combat die has 1 to 12 faces, each dealing 0 to 20 damage.</source>
        <comment>edit_combat_faces</comment>
        <translation>Un dé de Combat a de 1 à 12 faces, chacune infligeant de 0 à 20 dégâts.</translation>
    </message>
    <message>
        <source>Movement goes from 0 to 9 hexes.</source>
        <comment>edit_movement</comment>
        <translation>Le déplacement va de 0 à 9 hexagones.</translation>
    </message>
    <message>
        <source>Range goes from 1 to 9.</source>
        <comment>edit_range</comment>
        <translation>La portée va de 1 à 9.</translation>
    </message>
    <message>
        <source>Keep the skills to 500 characters.</source>
        <comment>edit_skills_text</comment>
        <translation>Limitez les compétences à 500 caractères.</translation>
    </message>
    <message>
        <source>The target value goes from 1 to 9.</source>
        <comment>edit_targets</comment>
        <translation>La valeur de cible va de 1 à 9.</translation>
    </message>
    <message>
        <source>{unit} has already engaged this turn: it does not move after that.</source>
        <comment>enemy_engage_done</comment>
        <translation>{unit} a déjà engagé ce tour-ci : il ne se déplace plus ensuite.</translation>
    </message>
    <message>
        <source>{unit} has already moved this turn.</source>
        <comment>enemy_move_done</comment>
        <translation>{unit} s&apos;est déjà déplacé ce tour-ci.</translation>
    </message>
    <message>
        <source>{unit} has no unit in its range and sight to target.</source>
        <comment>enemy_no_targets</comment>
        <translation>{unit} n&apos;a aucune unité à portée et en vue à cibler.</translation>
    </message>
    <message>
        <source>The rules leave {count} hexes for {unit} to end on: pick one.</source>
        <comment>enemy_pick_end</comment>
        <translation>Les règles laissent {count} hexagones où {unit} peut s&apos;arrêter : choisissez-en un.</translation>
    </message>
    <message>
        <source>{unit}&apos;s Combat dice show only {faces}.</source>
        <comment>enemy_roll_faces</comment>
        <translation>Les dés de Combat de {unit} ne montrent que {faces}.</translation>
    </message>
    <message>
        <source>{unit} does not move: a unit it can target is in its range and sight.</source>
        <comment>enemy_stays_in_range</comment>
        <translation>{unit} ne se déplace pas : une unité qu&apos;il peut cibler est à portée et en vue.</translation>
    </message>
    <message>
        <source>{unit} does not move: no unit of the party is on the map.</source>
        <comment>enemy_stays_no_opponent</comment>
        <translation>{unit} ne se déplace pas : aucune unité du groupe n&apos;est sur la carte.</translation>
    </message>
    <message>
        <source>{unit} does not move: no route leads toward the party.</source>
        <comment>enemy_stays_no_way</comment>
        <translation>{unit} ne se déplace pas : aucun chemin ne mène vers le groupe.</translation>
    </message>
    <message>
        <source>The enemies&apos; turns have not begun.</source>
        <comment>no_enemy_phase</comment>
        <translation>Les tours des ennemis n&apos;ont pas commencé.</translation>
    </message>
    <message>
        <source>It is not an enemy&apos;s turn.</source>
        <comment>no_enemy_turn</comment>
        <translation>Ce n&apos;est pas le tour d&apos;un ennemi.</translation>
    </message>
    <message>
        <source>{unit} is not an enemy: its turn is the party&apos;s to play.</source>
        <comment>not_an_enemy</comment>
        <translation>{unit} n&apos;est pas un ennemi : son tour se joue par le groupe.</translation>
    </message>
</context>
</TS>
