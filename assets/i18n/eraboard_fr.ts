<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <source>no one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light fatigue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overfatigue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a status die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} status die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} exhausts {dice}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} gains fatigue ({light} light, {over} over)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} gains {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: Recovery step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} places {die} in active slot {slot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} clears active slot {slot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} drains {die}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} recovers {die}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll {count} dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} engages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual: move {die} to {zone} {index}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual: turn {die} to face {face}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual: set {owner}&apos;s {counter} to {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: {die} goes to track position {slot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: {die} is drained to the race sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: {die} returns to the supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: overfatigue replaces {die} in position {slot} (track full)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: {die} was already in the track; it moves from {a} to {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: overfatigue stays, moving from position {a} to {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: Recovery step takes {count} dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} gains {die}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} takes {amount} true damage ({hp} HP left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} heals {amount} ({hp} HP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} is defeated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} is revived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: {die} in active slot {slot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: active slot {slot} cleared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} engages (engage {count} this turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual change: {what} of {target} set to {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {n} — fatigue round: each adventurer gains 1 overfatigue, then takes true damage equal to their overfatigue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {n} begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} ends their turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose who acts next: {units}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adventurer turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Companion turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy turns, highest level first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready for the next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {n} ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle ends: {outcome}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The party leaves the battle map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} moves {steps} hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} takes {amount} damage ({hp} HP left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} is defeated by {by}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} is defeated (by no one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} is deployed on the entrance tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} cannot deploy: no unoccupied hex on the entrance tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole party is defeated: the encounter ends after this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} loses {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exploring: the card drawn is {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A skyshard! ({found} of {needed})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {shape} tile is placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{options} ways to place the {shape} tile: choose one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {shape} tile does not fit: it goes to the bottom of its stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The party token moves to {to}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closest towns tie: choose one ({towns})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reward Phase (failed encounter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reward Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of day {day}: Adventurers Rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day {day} begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guild assist is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adventurer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Companion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quest unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy, level {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP {hp}/{max}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status: {sides}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;Defeated (left on the tile: the hex stays occupied)&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;Drag to move; Shift+drop places it anywhere; right-click for more.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ACTIVE SLOTS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{race} SHEET · DRAINED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COOLDOWN TRACK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COOLDOWN {n} · recovered from the left each turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>THEIR TURN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engages {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEFEATED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round counter. After round 5 every round is a fatigue round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fatigue round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn order this round: adventurers, companions, then enemies by level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The supply. Light fatigue with none left comes as overfatigue; overfatigue with none left deals 1 true damage instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop a fatigue or status die here to return it to the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defeated enemy stack (quest and objective units are set aside).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defeated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light fatigue die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overfatigue die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status die: {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{skill}&lt;/b&gt; skill die ({attribute})&lt;br&gt;Face up: {face} · code: {code}&lt;br&gt;&lt;i&gt;Drag to the track, an active slot or the race sheet; Shift+drop forces the exact place; right-click for more.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop on a lit place; hold Shift to force an exact place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop a die on a track, an active slot, a row or a race sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the chip on a lit hex; hold Shift to place it anywhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the chip on a hex of the map.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleControls</name>
    <message>
        <source>Start &amp;Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise the round counter; a fatigue round after round 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End &amp;Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End this unit&apos;s turn; the next one starts (adventurers run their Recovery step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End Rou&amp;nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the objective, then a new round can start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;treat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of the round, the party retreats: the encounter ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave the Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the battle map once the battle is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous Placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the previous legal placement of the drawn tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the next legal placement of the drawn tile (or click the ghost tile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Place Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the drawn tile where the ghost shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of &amp;Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of Day Phase: Adventurers Rest by difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the &amp;Guild Assist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per campaign: heal fully, clear fatigue and status dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the Party &amp;Token…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the party token on the overland map (after a full party defeat: to a closest town)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visit the &amp;Inn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Town action: heal fully, clear fatigue and status dice, recover every die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose which closest town the party goes to: Battle &gt; Move the Party Token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose which unit acts next: click its chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement {n} of {total}: ] or a click on the ghost shows the next, Enter places the tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exploration deck is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a card at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the next exploration card, or pick the card you drew from your deck:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Party token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the party token to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal &amp;Damage…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal &amp;True Damage…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Heal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply &amp;Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Defeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defeat, Leave on the Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the Defeated Chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the Next Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>True damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GlossaryWindow</name>
    <message>
        <source>Glossary</source>
        <extracomment>Which glossary entry explains each rules event.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the glossary…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LockpickDialog</name>
    <message>
        <source>Lockpicking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 3 5 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lock&apos;s digits, 1 to 6, three or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>positions, e.g. 1 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which digits are key digits (spiked): their positions, counted from 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adventurer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key digits:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the dice that are not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or type your dice, e.g. 4 2 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up: the check fails and kept results are lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lock opens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The check fails; kept results are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} picks a lock. Code: {digits}&lt;br&gt;Attempts used: {used} of {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die {n}: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept on digit {d}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn this die by one pip: gain 1 light fatigue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep on…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>digit {d}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Start of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every action in order; click a line to rewind to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the rules did, step by step, and why. Double-click a line marked ⓘ to read the rule&apos;s glossary entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The province: towns, landmarks and the party token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overland Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New from scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recovery Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take Cooldown-stat dice from the left of the selected adventurer&apos;s track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Engage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected adventurer engages; extra engages in a turn cost fatigue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain &amp;Light Fatigue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected adventurer gains one light fatigue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain &amp;Overfatigue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected adventurer gains one overfatigue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll &amp;Available Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the selected adventurer&apos;s available skill dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adventurers &amp;Rest…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal and remove dice from the track, by difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lockpicking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the lockpicking dialog: roll or type in your dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animate Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slide dice to their new places, one rules step after another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End-of-Battle &amp;Cleanup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active dice go to the tracks; drained dice come back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain &amp;Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game terms eraboard uses, with their meaning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About eraboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule applied: {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;Face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Exhaust to the Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exhaust Unresolved (Tenacity Face)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Drain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover &amp;Drained Die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Slot (Resolved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Slot (Unresolved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;oll This Die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to the &amp;Supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;HP…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;Max HP…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;Tenacity…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;Cooldown Stat…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;Engages This Turn…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click an adventurer&apos;s mat first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save your changes to this game first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eraboard games (*.json *.eraboard.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eraboard games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About eraboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;eraboard&lt;/h3&gt;&lt;p&gt;A virtual table for solo games of &lt;i&gt;The Elder Scrolls: Betrayal of the Second Era&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;An unofficial fan tool: no rules text or art of the published game is included.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RestDialog</name>
    <message>
        <source>Adventurers Rest — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On {difficulty}, a rest heals {heal} HP and removes up to {remove} dice from any positions of the track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard an item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On Expert, resting needs a discarded item.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>eraboard did not close normally last time. Restore the autosaved game?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
