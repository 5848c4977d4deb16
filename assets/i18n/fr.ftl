# Les textes de la fenêtre en français. Mêmes clés et mêmes arguments ($name) que en.ftl.
# Vocabulaire du jeu selon l'usage de la Fédération Française d'Othello : pion, coup, passer,
# case, coin, bord, encadrer, retourner, partie, ouverture, finale, partie nulle.

## Menus

menu-game = Partie
menu-new-game = Nouvelle partie…
menu-restart = Recommencer
menu-open = Ouvrir…
menu-save = Enregistrer
menu-save-as = Enregistrer sous…
menu-edit-position = Modifier la position…
menu-analyze-game = Analyser la partie
menu-copy-game = Copier la partie
menu-paste-game = Coller une partie
menu-copy-ggf = Copier en GGF
menu-copy-obf = Copier la position en OBF
menu-statistics = Statistiques…
menu-quit = Quitter
menu-view = Affichage
menu-show-legal = Afficher les coups possibles
menu-mark-last = Marquer le dernier coup
menu-preview-flips = Aperçu des retournements
menu-analysis = Analyse
menu-analysis-tip = La valeur donnée par le moteur à chaque coup possible, affinée à mesure qu'il réfléchit (A)
menu-flip-animation = Animation des retournements
menu-theme = Thème
menu-computer-pace = Rythme de l'ordinateur
menu-threads = Fils de recherche
menu-show-move-list = Afficher la liste des coups
menu-show-book = Afficher la bibliothèque d'ouvertures
menu-show-book-tip = Les coups de la bibliothèque pour la position du plateau et leurs valeurs, à côté du plateau
book-heading = Bibliothèque d'ouvertures
own-book-in-use = Votre propre bibliothèque : celle du programme avec vos suites
own-book-in-use-tip = Gardée dans le dossier de données sous own-book.bin ; supprimez ce fichier pour revenir à la bibliothèque du programme.
own-book-add-line = Ajouter cette suite à ma bibliothèque
own-book-add-line-tip = Évalue chaque position de la partie jusqu'au plateau que la bibliothèque ne contient pas encore, aussi profondément qu'elle, et les ajoute à votre propre bibliothèque
own-book-deepen = Approfondir ma bibliothèque ici
own-book-deepen-tip = Évalue cette position et chaque position à un coup d'elle, aussi profondément que la bibliothèque, et les ajoute à votre propre bibliothèque
own-book-progress = Ma bibliothèque : { $done }/{ $total } positions
own-book-done = { $total ->
    [one] 1 position ajoutée à votre bibliothèque.
   *[other] { $total } positions ajoutées à votre bibliothèque.
}
own-book-nothing = Votre bibliothèque contient déjà ces positions.
own-book-cancelled = Arrêté : les positions évaluées jusque-là n'ont pas été gardées.
own-book-failed = Votre bibliothèque n'a pas pu être enregistrée : { $why }
own-book-stopped = le moteur s'est arrêté avant que toutes les positions y soient
own-book-refused = Votre propre bibliothèque grandit sur un plateau qui a une bibliothèque, depuis son départ standard.
own-book-unreadable = Votre propre bibliothèque d'ouvertures n'a pas pu être lue ({ $why }) ; celle du programme est utilisée.
book-none = Pas de bibliothèque d'ouvertures pour ce plateau et ces règles
book-not-here = Cette position n'est pas dans la bibliothèque
book-exact = Valeurs exactes
book-depth = Valeurs à la profondeur { $depth }
book-play-tip = Jouer { $square }
book-best-out = Meilleur coup hors de la bibliothèque : { $square } { $value }
menu-language = Langue
menu-language-system = Système ({ $language })
menu-help = Aide
menu-how-to-play = Comment jouer
menu-about = À propos
menu-undo = Annuler
menu-undo-tip = Annuler le dernier coup ({ $key })
menu-redo = Rétablir
menu-redo-tip = Rejouer le coup ({ $key })
menu-hint = Indice
menu-hint-tip = Marquer un bon coup pour le joueur dont c'est le tour (H)

## Les joueurs et la barre d'état

black = Noir
white = Blanc
status-draw = Partie nulle { $black }–{ $white }
status-wins = { $player } gagne { $mine }–{ $theirs }
status-wins-empties = { $player } gagne { $mine }–{ $theirs } ; { $all }–{ $theirs } avec les { $empty } cases vides, comme en tournoi
status-wins-fewest = { $player } gagne { $mine }–{ $theirs } (le moins de pions gagne)
status-to-move = Au tour de { $player }
status-pass = { $player } n'a aucun coup possible — { $other } rejoue
status-wins-on-time = { $player } gagne au temps
status-search-tip = Profondeur : le nombre de coups que la recherche regarde à l'avance. Sélective : les coups qu'une recherche peu profonde juge sans espoir sont laissés de côté, la valeur est donc très probable mais pas prouvée. Exacte : chaque coup est cherché jusqu'à la fin de la partie, la valeur est prouvée.
status-opening-tip = L'ouverture jouée, d'après la position atteinte
status-book-in = Dans la bibliothèque d'ouvertures
status-book-left = Sorti de la bibliothèque d'ouvertures au coup { $number }
status-simple-rules = Règles simplifiées
status-seat = { $player } : { $seat }
status-terms-tip = Les conditions de cette partie : la règle du gagnant, les règles et les places de l'ordinateur, quand elles ne sont pas les habituelles
status-values-dots = Valeurs en points de couleur : les cases sont trop petites pour les écrire
status-values-dots-tip = Le point du meilleur coup est le plus grand ; vert est bon, rouge bien pire. Laissez la souris sur un coup pour sa valeur, affichez les meilleures suites, ou agrandissez la fenêtre.
panels-no-room = Pas de place sous le plateau pour : { $panels }. Élargissez la fenêtre, ou masquez un panneau dans le menu Affichage.
panels-no-room-tip = Les panneaux sous le plateau se suivent dans l'ordre du menu Affichage ; ceux qui ne tiennent pas attendent, toujours cochés, qu'il y ait de la place.
panels-folded = Pas de place pour { $panels } : agrandissez la fenêtre.
panels-folded-tip = Le plateau garde la place qu'il lui faut pour rester le plus grand dans la fenêtre ; les panneaux attendent, toujours cochés dans le menu Affichage, qu'il y ait de la place. Masquer un panneau là-bas fait de la place aux autres.
panels-folded-short = Pas de place pour les panneaux
status-book-tip = La bibliothèque d'ouvertures : des positions du début de partie évaluées par des recherches profondes du moteur
status-resume = Reprendre
status-swap = Échanger avec la partie précédente
status-swap-tip = Remet en place la partie que « Recommencer », « Nouvelle partie… » ou « Coller une partie » a remplacée ; la partie du plateau prend sa place, si bien qu'un second clic les échange de nouveau. Possible jusqu'au coup suivant.
status-dismiss = Fermer
status-dismiss-all = Tout fermer
status-time-left = Temps restant de { $player }
status-game-over = Partie terminée : { $result }
status-play-again = Rejouer

## Les choix des réglages

animation-off = Désactivée
animation-fast = Rapide
animation-normal = Normale
theme-system = Suivre le système
theme-light = Clair
theme-dark = Sombre
theme-high-contrast = Contraste élevé
pace-instant = Sans délai
pace-half = Une demi-seconde
pace-second = Une seconde
threads-automatic = { $count ->
    [one] Automatique (1 fil)
   *[other] Automatique ({ $count } fils)
}
threads-fixed = { $count ->
    [one] 1 fil
   *[other] { $count } fils
}
seat-human = Humain
seat-computer = Ordinateur ({ $level })
level-beginner = Débutant
level-novice = Novice
level-intermediate = Intermédiaire
level-advanced = Avancé
level-expert = Expert
level-beginner-summary = Anticipe un coup, se trompe souvent ; 0,2 s par coup.
level-novice-summary = Anticipe deux coups, se trompe de temps en temps ; 0,5 s par coup.
level-intermediate-summary = Anticipe quatre coups, se trompe rarement ; parfait sur les 10 derniers coups ; 1 s par coup.
level-advanced-summary = Anticipe six coups ; parfait sur les 12 derniers coups ; 2 s par coup.
level-expert-summary = Cherche aussi loin que 3 s par coup le permettent ; parfait sur les 20 derniers coups.
setup-human-summary = Une personne joue ce camp, à la souris ou au clavier.

## La fenêtre Nouvelle partie

cancel = Annuler
setup-title = Nouvelle partie
setup-start = Commencer
setup-keys = Entrée : commencer, Échap : annuler
setup-game = Jeu
game-othello = Othello
game-tictactoe = Morpion
setup-rows = Lignes
setup-columns = Colonnes
setup-first = Premier joueur
setup-centre = Centre
setup-top-left = { $player } en haut à gauche
setup-centre-preview = Aperçu du centre : { $player } en haut à gauche et en bas à droite
setup-winner = Vainqueur
setup-most-discs = Le plus de pions gagne
setup-fewest-discs = Le moins de pions gagne
setup-rules = Règles
setup-full = Complètes
setup-full-tip = Othello standard : un coup doit encadrer une ligne de pions.
setup-simple = Simples
setup-simple-tip = Toute case vide voisine d'un pion adverse ; les pions voisins sont retournés.
setup-hints = Aides
setup-clock = Pendule
setup-board-size = Taille du plateau
setup-in-a-row = Alignés pour gagner
setup-computer = Ordinateur
setup-neither = Aucun
setup-plays = Joue les { $symbol }
setup-perfect = Joue parfaitement sur ce plateau.
setup-opening = Ouverture
opening-standard = Départ standard
opening-xot = XOT
opening-random = Aléatoire équilibrée
opening-standard-tip = Seulement les quatre pions du centre.
opening-xot-tip = L'une des 3 623 ouvertures de huit coups de la liste XOT publiée, que les joueurs forts jugent presque équilibrées, jouée sur le plateau.
opening-xot-unavailable = Les ouvertures XOT sont réservées au plateau 8×8, avec Blanc en haut à gauche et Noir qui commence.
opening-random-tip = Des coups aléatoires (environ un huitième des cases du plateau), retenus seulement si une recherche peu profonde évalue la position à moins de 2 pions de l'équilibre.
note-xot = Ouverture XOT { $number } sur { $count } : { $moves }
note-random-opening = Ouverture aléatoire équilibrée : { $moves } ({ $value } pour { $player } selon une recherche de profondeur { $depth })
note-choosing-opening = Choix d'une ouverture équilibrée…
note-no-balanced-opening = Aucune ouverture équilibrée n'a été trouvée pour ce plateau : la partie part de la position standard.

## La liste des coups, le graphique, les pendules

moves-title = Coups
moves-pass = passe
moves-opening = Ouverture : { $name }
moves-players = { $black } – { $white }
moves-tip = Afficher la position après ce coup
moves-note-tip = { $note }. Cliquer pour afficher la position après ce coup
graph-value = Graphique d'évaluation : { $value } pour Noir après le coup { $moves }
graph-valued = Graphique d'évaluation : { $valued } coups évalués sur { $total }
graph-coming = La valeur des noirs après chaque coup vient ici, à mesure que le moteur la trouve.
graph-at-start = Début : { $value } pour Noir
graph-at-start-unvalued = Début : pas encore évalué
graph-at = Après le coup { $moves } : { $value } pour Noir
graph-at-unvalued = Après le coup { $moves } : pas encore évalué
graph-at-loss = { $player } a perdu { $loss } avec ce coup
graph-at-kept = Le coup de { $player } a gardé la valeur
graph-click = Cliquez pour y aller
clock-none = Sans pendule
clock-minutes = { $minutes ->
    [one] { $minutes } minute par joueur
   *[other] { $minutes } minutes par joueur
}
notice-no-config-dir = Il n'y a pas de répertoire de configuration : les réglages et les parties ne seront pas enregistrés.

## Othello : messages de la barre d'état

note-game-kept = « Échanger avec la partie précédente » ramène la partie quittée, jusqu'à votre prochain coup
note-ended-on-time = La partie s'est terminée au temps : commencez une nouvelle partie ou recommencez
note-copied-moves = Les coups sont dans le presse-papiers
note-copied-ggf = La partie est dans le presse-papiers au format GGF
note-copied-obf = La position est dans le presse-papiers au format OBF
note-computer-paused = { $player } est joué par l'ordinateur : appuyez sur « Reprendre » pour qu'il joue
note-computer-wait = { $player } est joué par l'ordinateur : attendez son coup
the-computer = L'ordinateur
thinking = { $player } réfléchit…
thinking-depth = { $player } réfléchit… profondeur { $depth }
hint-looking = Recherche d'un bon coup…
banner-pass = { $player } n'a aucun coup possible et passe : { $other } rejoue
note-computer-waits = { $player } (l'ordinateur) attend pendant que vous regardez : « Reprendre » le laisse jouer
note-paste-too-long = Le texte collé ({ $kib } Kio) est bien trop long pour être une partie
note-pasted = { $moves ->
    [one] Partie collée : { $moves } coup
   *[other] Partie collée : { $moves } coups
}
note-paste-not-a-game = Le texte collé n'est pas une partie : { $why }
note-paste-no-text = Le presse-papiers ne contient aucun texte à coller : une partie se colle sous forme de texte (coups, GGF ou OBF)
note-paste-picture = Le presse-papiers contient une image : une partie se colle sous forme de texte (coups, GGF ou OBF)
note-pasted-position = Position collée
note-pasted-standard = { $moves ->
    [one] Partie collée sur le plateau standard 8×8 : { $moves } coup, qui ne va pas sur le plateau affiché
   *[other] Partie collée sur le plateau standard 8×8 : { $moves } coups, qui ne vont pas sur le plateau affiché
}

## Analyse et examen de la partie

value-exact = { $value } exact
value-line = { $value } pour { $player } (profondeur { $depth }) : { $line }
value-line-exact = { $value } pour { $player } (exact) : { $line }
value-book = { $value } selon la bibliothèque d'ouvertures
value-line-book = { $value } pour { $player } (bibliothèque d'ouvertures, profondeur { $depth })
value-line-book-exact = { $value } pour { $player } (bibliothèque d'ouvertures, exact)
analysis-starting = Analyse…
analysis-exact = Analyse : valeurs exactes · { $speed }
analysis-running = Analyse… { $depth } · { $speed } · niveau : { $level }
analysis-done = Analyse : { $depth } · { $speed } · niveau : { $level }

## Ce qu'un lecteur d'écran dit d'une case

cell-black = noir
cell-white = blanc
cell-empty = vide
cell-last-move = dernier coup
cell-legal = coup possible
cell-hint = indice
cell-value = valeur { $value }
cell-editing = en modification
cell-winning-line = ligne gagnante

## L'éditeur de position

editor-title = Modifier la position
editor-click = Un clic :
editor-cycle = Alterner
editor-black = Pion noir
editor-white = Pion blanc
editor-empty = Vide
editor-clear = Effacer
editor-standard = Départ standard
editor-to-move = Qui joue :
editor-counts = Noir { $black }, Blanc { $white } : au tour de { $player }
editor-counts-pass = Noir { $black }, Blanc { $white } : au tour de { $player } ({ $passer } n'a aucun coup possible et passe)
editor-no-moves = Aucun des deux camps ne peut jouer dans cette position : ajoutez des pions jusqu'à ce que l'un d'eux le puisse
note-no-hint-needed = { $player } est joué par l'ordinateur : pas besoin d'indice
note-hint = Indice : { $player } pourrait jouer { $square }
note-out-of-time = { $player } a dépassé son temps : { $other } gagne
review-best = Aussi le choix du moteur ({ $value })
review-best-exact = Aussi le choix du moteur ({ $value }, exact)
review-lost = A cédé { $lost } pions : { $best } était le meilleur coup ({ $best_value } contre { $value })
review-lost-exact = A cédé { $lost } pions : { $best } était le meilleur coup ({ $best_value } contre { $value }, exact)
review-totals = { $player } : { $mistakes } ?, { $blunders } ??, { $lost } pions cédés
review-progress = Analyse de la partie : { $level }
review-level-exact = { $level }, exact à partir de { $empties } cases vides
menu-review-exact = Exact à partir de
review-exact-never = Jamais exact
review-exact-from = { $empties } cases vides
menu-show-mistakes = Afficher les erreurs
menu-show-mistakes-tip = Les erreurs de la partie analysée, et l'entraînement sur elles
mistakes-all = Toutes les pertes ({ $discs } pion ou plus)
mistakes-mistakes = Erreurs ({ $discs } pions ou plus)
mistakes-blunders = Gaffes ({ $discs } pions ou plus)
mistakes-heading = Erreurs : { $count }
mistakes-none = Aucun coup analysé n'a cédé autant.
mistakes-row = { $number }. { $player } { $played } : a cédé { $lost } (meilleur { $best }, { $value })
mistakes-row-tip = Aller à la position avant ce coup
mistakes-practise = S'entraîner
mistakes-practise-tip = Depuis la position de chaque erreur, chercher un meilleur coup
practice-heading = Entraînement : erreur { $number } sur { $count }
practice-task = { $player } joue. Le coup de la partie, { $played }, a cédé { $lost } pions : trouvez mieux.
practice-good = { $square } vaut le meilleur coup ({ $value }).
practice-better = { $square } cède { $lost } pions : mieux que le coup de la partie, mais pas le meilleur.
practice-worse = { $square } cède { $lost } pions : pas mieux que le coup de la partie.
practice-answer = La réponse : { $line }
practice-answer-tip = La suite qui répond à votre coup, numérotée sur le plateau
practice-best = Meilleur : { $best } ({ $value })
practice-retry = Réessayer
practice-reveal = Montrer le meilleur coup
practice-next = Erreur suivante
practice-stop = Arrêter l'entraînement
practice-score = Corrigées du premier coup : { $found } sur { $tried }
practice-not-legal = Ce coup n'est pas possible ici.
practice-none = Aucune erreur à travailler : analysez d'abord la partie (Partie → Analyser la partie).
practice-cell-best = meilleur coup
practice-status = Entraînement : trouvez un meilleur coup pour { $player } (un clic essaie un coup ; la partie reste telle quelle)

## Morpion

note-othello-only = Les indices, l'analyse, la liste des coups, la modification de position, copier et coller sont réservés aux parties d'Othello
xo-wins = { $player } gagne
xo-draw = Partie nulle
xo-options = { $size }×{ $size }, { $k } alignés

## Les fichiers de partie et leurs fenêtres

format-transcript = Transcription (.txt)
format-ggf = GGF (.ggf)
format-record = Format natif (.ron)
file-no-ggf-game = le fichier ne contient aucune partie : une partie GGF commence par (;
file-cannot-open = Impossible d'ouvrir { $name } : { $why }
file-not-a-game = { $name } n'est pas une partie ({ $format }) : { $why }
file-opened = { $moves ->
    [one] Fichier { $name } ouvert : { $moves } coup
   *[other] Fichier { $name } ouvert : { $moves } coups
}
file-opened-first = { $moves ->
    [one] Fichier { $name } ouvert : la première de ses { $games } parties, { $moves } coup
   *[other] Fichier { $name } ouvert : la première de ses { $games } parties, { $moves } coups
}
file-saved = Enregistré dans { $name } au format { $format }
file-cannot-write = Impossible d'écrire la partie au format { $format } : { $why }
file-drop = Déposez le fichier de partie pour l'ouvrir
dialog-open-title = Ouvrir une partie
dialog-save-title = Enregistrer la partie
dialog-all-games = Fichiers de parties
dialog-up = Remonter
dialog-up-tip = Le dossier parent
dialog-empty = Aucun fichier de partie ici (.ggf, .txt, .ron)
dialog-file-name = Nom du fichier :
dialog-format = Format :
dialog-open = Ouvrir
dialog-folder-unreadable = Impossible de lire ce dossier : { $why }

## Statistiques

stats-title = Statistiques
stats-none = Aucune partie contre l'ordinateur n'a encore été terminée.
stats-board = Plateau
stats-level = Niveau
stats-board-fewest = { $size }, le moins de pions gagne
stats-won = Gagnées
stats-drawn = Nulles
stats-lost = Perdues
stats-best = Meilleure victoire
stats-confirm = Oublier tous les résultats comptés jusqu'ici ?
stats-yes-reset = Oui, réinitialiser
no = Non
stats-reset = Réinitialiser…

## Fichiers enregistrés

save-failed = { $what } : enregistrement impossible ({ $name } : { $why })
save-file-failed = Impossible d'enregistrer { $path } : { $why }
save-what-settings = Les réglages
save-what-game = La partie
save-what-tictactoe = La partie de morpion
save-what-stats = Les statistiques
store-not-a-file = { $path } est { $kind } et non un fichier : il a été laissé tel quel, les valeurs par défaut sont utilisées, et { $name } ne sera pas enregistré tant qu'il n'aura pas été remplacé par un fichier ou supprimé.
store-too-large = il fait { $kib } Kio ; aucun fichier { $name } ne dépasse { $max } Kio, il n'a donc pas été lu
store-kept-as = { $name } n'a pas pu être utilisé ({ $why }). Les valeurs par défaut sont utilisées ; le fichier a été conservé sous le nom { $path }.
store-unreadable = { $name } n'a pas pu être lu ({ $why }). Les valeurs par défaut sont utilisées.
store-not-renamed = { $name } n'a pas pu être utilisé ({ $why }). Les valeurs par défaut sont utilisées ; le fichier n'a pas pu être renommé ({ $error }), il se trouve donc toujours à { $path } et ne sera pas écrasé.
store-no-such-file = ce fichier n'existe pas
store-is-not-a-file = c'est { $kind }, pas un fichier
store-file-too-large = il fait { $kib } Kio, bien plus que n'importe quelle partie (au plus { $max } Kio sont lus)
file-not-text = ce n'est pas du texte (un fichier de partie est du texte UTF-8)
store-kind-fifo = un tube nommé (FIFO)
store-kind-socket = un socket
store-kind-device = un périphérique
store-kind-directory = un répertoire
store-kind-other = un objet qui n'est pas un fichier ordinaire

## Comment jouer

help-title = Comment jouer
help-game = Le jeu
help-game-1 = Deux joueurs, Noir et Blanc, posent à tour de rôle un pion de leur couleur sur une case vide. La partie commence avec quatre pions au centre du plateau.
help-game-2 = Les pions que vous encadrez sont retournés et prennent votre couleur. Quand plus personne ne peut jouer, ou que le plateau est plein, la partie s'arrête et l'on compte les pions.
help-game-3 = Cliquez sur une case pour y jouer. Avec « Afficher les coups possibles » activé (menu Affichage), de petits points marquent les cases où le joueur dont c'est le tour peut jouer ; une case jouable s'éclaire aussi sous la souris.
help-full-rules = Règles complètes
help-full-rules-1 = Un coup doit encadrer au moins une ligne de pions adverses : en partant du nouveau pion et en suivant une ligne droite (horizontale, verticale ou diagonale), un ou plusieurs pions adverses, puis un de vos pions. Tous les pions encadrés, dans toutes les directions, sont retournés.
help-simple-rules = Règles simples
help-simple-rules-1 = Un coup est possible sur toute case vide qui touche un pion adverse, horizontalement, verticalement ou en diagonale. Tous les pions adverses qui touchent le nouveau pion sont retournés, et aucun autre.
help-passing = Passer
help-passing-1 = Un joueur qui n'a aucun coup possible doit passer, et l'autre joueur rejoue. Passer se fait automatiquement : un bandeau au-dessus du plateau indique qui a passé, et la liste des coups le mentionne.
help-game-menu = Le menu Partie
help-game-menu-1 = « Nouvelle partie… » (Ctrl+N) ouvre la fenêtre Nouvelle partie. « Recommencer » relance la même partie depuis le début ; « Échanger avec la partie précédente », dans la barre d'état, remet en place la partie quittée, jusqu'au coup suivant.
help-game-menu-2 = « Copier la partie » (Ctrl+C) place la partie dans le presse-papiers sous forme de texte : une ligne d'options (« Othello 8x8, Black first, ... ») et les coups (« f5d6c3... »). « Coller une partie » (Ctrl+V) remplace la partie par une partie collée sous forme de texte, venant de ce programme ou de n'importe quel autre ; sans ligne d'options, les coups sont joués sur le plateau actuel (les espaces entre les coups sont facultatifs). Un texte qui n'est pas une partie ne change rien, et la barre d'état dit pourquoi.
help-game-menu-3 = « Quitter » (Ctrl+Q) enregistre tout et ferme la fenêtre.
help-new-game-dialog = La fenêtre Nouvelle partie
help-new-game-dialog-1 = Jeu : Othello, ou Morpion (voir plus bas).
help-new-game-dialog-2 = Lignes et Colonnes : tout nombre pair de 4 à 16, choisis séparément, si bien que le plateau peut être rectangulaire.
help-new-game-dialog-3 = Noir et Blanc : chaque camp est Humain ou Ordinateur, à l'un des cinq niveaux. Ordinateur contre ordinateur fonctionne aussi.
help-new-game-dialog-4 = Premier joueur : qui joue en premier.
help-new-game-dialog-5 = Centre : la couleur placée en haut à gauche (et en bas à droite) des quatre pions de départ. Dans la partie standard, Blanc y est placé et Noir joue en premier.
help-new-game-dialog-6 = Vainqueur : normalement, le joueur qui a le plus de pions gagne ; choisissez « Le moins de pions gagne » pour jouer à qui perd gagne. Une égalité est une partie nulle dans les deux cas.
help-new-game-dialog-7 = Règles : Complètes ou Simples, comme ci-dessus.
help-new-game-dialog-8 = Afficher les coups possibles : marque les cases où le joueur dont c'est le tour peut jouer. Ce réglage se change aussi en cours de partie depuis le menu Affichage.
help-new-game-dialog-10 = Ouverture : le départ standard ; une ouverture XOT (8×8, avec Blanc en haut à gauche et Noir qui commence) : l'une des 3 623 ouvertures de huit coups de la liste XOT publiée, que les joueurs forts jugent presque équilibrées, jouée sur le plateau ; ou une ouverture aléatoire équilibrée, sur n'importe quel plateau : des coups aléatoires, environ un huitième des cases du plateau, retenus seulement si une recherche de profondeur 6 évalue la position à moins de 2 pions de l'équilibre. Les coups de l'ouverture figurent dans la liste des coups, et « Annuler » les annule comme n'importe quel autre coup.
help-new-game-dialog-9 = Entrée lance la partie et Échap annule ; le contenu de la fenêtre défile quand la fenêtre est petite.
help-computer-opponent = Jouer contre l'ordinateur
help-computer-opponent-1 = Les niveaux, du plus faible au plus fort : Débutant anticipe un coup et se trompe souvent ; Novice anticipe deux coups ; Intermédiaire quatre, et joue parfaitement les 10 derniers coups ; Avancé six, parfait sur les 12 derniers ; Expert cherche aussi loin que 3 secondes par coup le permettent et joue parfaitement les 20 derniers coups. Sur les plus petits plateaux, Expert joue parfaitement dès le premier coup, et la fenêtre Nouvelle partie l'indique.
help-computer-opponent-2 = L'ordinateur réfléchit sans bloquer la fenêtre : la barre d'état affiche « Blanc réfléchit… profondeur 9 ». « Nouvelle partie… », « Recommencer », « Annuler » ou la fermeture de la fenêtre l'arrêtent aussitôt. Les clics sur le plateau attendent son coup.
help-computer-opponent-3 = Contre l'ordinateur, « Annuler » annule aussi sa réponse, pour revenir à votre dernier coup ; le bouton est grisé tant que vous n'avez aucun coup à annuler. « Rétablir » rejoue votre coup et la réponse de l'ordinateur.
help-computer-opponent-4 = « Indice » (le bouton Indice ou la touche H) demande au niveau Expert un bon coup pour le joueur dont c'est le tour et l'entoure sur le plateau.
help-computer-opponent-5 = Affichage → Rythme de l'ordinateur fixe la durée minimale pendant laquelle un coup de l'ordinateur reste affiché : sans délai, une demi-seconde ou une seconde.
help-computer-opponent-6 = Affichage → Fils de recherche fixe combien de fils du processeur le moteur utilise pour les coups de l'ordinateur, les indices, l'analyse et « Analyser la partie ». Automatique (par défaut) les prend tous sauf un, pour que la fenêtre reste fluide ; plus de fils cherchent plus loin dans le même temps, et les valeurs exactes ne changent pas avec leur nombre.
help-view-menu = Le menu Affichage
help-view-menu-1 = Afficher les coups possibles ; Marquer le dernier coup ; Aperçu des retournements (le coup sous la souris ou sous le curseur clavier montre son pion et, en petits pions, les pions qu'il retournerait) ; Analyse (la touche A : voir plus bas) ; Animation des retournements (désactivée, rapide ou normale : un clic pendant une animation est simplement le coup suivant) ; Thème (suivre le système, clair, sombre ou contraste élevé) ; Rythme de l'ordinateur ; Afficher la liste des coups. Tous ces choix sont mémorisés.
help-view-menu-2 = Langue : celle du système, ou anglais, français, allemand, espagnol ou japonais ; le choix est mémorisé. Les noms des ouvertures, et les erreurs d'un texte de partie illisible (avec sa ligne et sa colonne), restent en anglais.
help-analysis = Analyse
help-analysis-1 = Affichage → Analyse (ou la touche A) inscrit la valeur donnée par le moteur sur chaque coup possible : l'écart de pions que le joueur dont c'est le tour peut attendre après ce coup si les deux camps jouent au mieux (avec « Le moins de pions gagne », une valeur positive signifie toujours que l'on gagne). Les valeurs s'affinent à mesure que le moteur approfondit sa recherche, jusqu'à deux minutes par position ; la barre d'état indique la profondeur. Une valeur dans un cadre est exacte : la finale a été résolue jusqu'au dernier coup. Le meilleur coup est écrit en plus grand, dans la « bonne » couleur du thème ; plus un coup est mauvais, plus sa couleur se rapproche de la « mauvaise » (atteinte à huit pions de moins ou au-delà). Laissez la souris sur une valeur pour voir la suite que le moteur prévoit.
help-analysis-2 = L'analyse s'arrête et repart chaque fois que la position change. Elle ne tourne pas pendant que l'ordinateur réfléchit pour son camp, afin que son coup dispose de tout son temps ; elle reprend dès que c'est à une personne de jouer, ou quand l'ordinateur attend pendant que vous revenez en arrière dans la liste des coups.
help-book = La bibliothèque d'ouvertures
help-book-1 = Le plateau 8×8 (quelle que soit la règle du vainqueur), le 6×6, le 10×10 et le 6×10 ont une bibliothèque d'ouvertures avec les règles complètes : des positions du début de partie, chaque coup évalué par une recherche profonde du moteur, et chaque position évaluée d'après ses coups. Avec l'analyse active, une valeur de la bibliothèque porte un petit signet en haut de sa case (la souris posée dessus affiche « bibliothèque d'ouvertures ») ; les autres coups gardent les valeurs de l'analyse. La barre d'état dit si la partie est encore dans la bibliothèque, ou quel coup l'en a fait sortir. Sur 6×6, la bibliothèque est le jeu parfait, résolu jusqu'à la fin : chaque coup d'une position de la bibliothèque montre sa valeur exacte.
help-book-2 = Affichage → Afficher la bibliothèque d'ouvertures liste à côté du plateau les coups de la bibliothèque pour la position, le meilleur d'abord, avec le meilleur coup qui en sort ; un clic en joue un. Dans la bibliothèque, chaque niveau sauf Débutant joue aussitôt un coup de la bibliothèque quand le meilleur coup en est un : Expert l'un de ceux à moins d'un pion du meilleur, au hasard, pour varier les parties ; les niveaux plus faibles avec une marge plus large.
help-book-3 = Votre propre bibliothèque : dans le panneau de la bibliothèque, Ajouter cette suite à ma bibliothèque évalue chaque position de la partie jusqu'au plateau qu'elle ne contient pas encore, et Approfondir ma bibliothèque ici évalue la position et chaque position à un coup d'elle, aussi profondément que la bibliothèque du programme, sur un fil à part avec une barre de progression et Annuler. Le résultat est gardé dans le dossier de données sous own-book.bin et remplace la bibliothèque du programme partout où la fenêtre la lit (le panneau le dit) ; supprimez le fichier pour revenir en arrière.
help-database = La base de parties
help-database-1 = Affichage → Afficher la base de parties indique, pour la position du plateau, combien de parties de tournoi y sont passées (quel que soit l'ordre des coups, et sur un plateau tourné ou retourné), les coups joués ensuite avec leur nombre en barres partagées entre victoires de Noir, nulles et victoires de Blanc, et les parties elles-mêmes, les plus récentes d'abord, 50 à la fois. Cliquer un coup le joue ; double-cliquer une partie (ou appuyer sur Entrée) l'ouvre à cette position, la suite à portée de Rétablir. Le filtre restreint les parties à un joueur (les noms se complètent pendant la saisie), un tournoi et des années ; « Afficher les nombres sur le plateau » écrit le nombre de chaque coup dans sa case.
help-database-2 = D'emblée, le panneau connaît les ouvertures : les positions atteintes dans au moins 20 parties WTHOR de la Fédération Française d'Othello, fournies avec le programme. Partie → Importer une base de parties… prend les fichiers WTHOR eux-mêmes, gratuits sur le site de la fédération : choisir un fichier .zip ou .wtb, ou Importer ce dossier (un fichier déposé sur la fenêtre fait de même). Ils sont copiés dans le dossier du programme et indexés une fois ; une seconde importation ajoute d'autres années.
help-statistics = Statistiques
help-statistics-1 = Partie → Statistiques… compte les parties terminées contre l'ordinateur (une personne d'un côté, l'ordinateur de l'autre), par taille de plateau et par niveau : gagnées, nulles, perdues, et l'écart en pions de la meilleure victoire ; une partie perdue au temps compte aussi. Une partie dont des coups ont été annulés puis rejoués jusqu'au même résultat, ou une partie terminée ouverte ou restaurée, n'est pas comptée deux fois. « Réinitialiser… » efface tout, après confirmation. Les statistiques sont enregistrées dans stats.ron, à côté des réglages, avec le même soin que les autres fichiers.
help-clocks = Pendules
help-clocks-1 = Dans la fenêtre Nouvelle partie, « Pendule » donne à chaque joueur 1, 5, 10, 15 ou 30 minutes (ou aucune limite). La pendule du joueur dont c'est le tour tourne à côté des scores ; un joueur qui dépasse son temps perd, et plus aucun coup n'est joué. L'ordinateur répartit le temps qui lui reste sur les coups qu'il s'attend encore à jouer, sans jamais réfléchir plus longtemps que son niveau ne le prévoit.
help-clocks-2 = Revenir en arrière (« Annuler », un clic dans la liste des coups) arrête les pendules jusqu'à ce que la partie revienne à son dernier coup ou qu'un nouveau coup soit joué ; les pendules attendent aussi pendant que l'ordinateur est en pause et pendant la modification d'une position. « Recommencer » conserve la cadence et remet les pendules à leur temps initial ; une partie ouverte, collée ou composée à la main n'a pas de pendule. Les pendules sont enregistrées avec la partie.
help-edit-position = Modifier la position
help-edit-position-1 = Partie → Modifier la position… permet de composer n'importe quelle position sur le plateau, en partant de celle qui s'y trouve. Un clic sur une case la fait passer tour à tour par vide, noir et blanc (ou, si « Un clic : » est réglé sur Pion noir, Pion blanc ou Vide, y place ce choix) ; « Effacer » vide le plateau ; « Départ standard » remet les quatre pions du centre ; « Qui joue : » choisit qui joue en premier. La barre sous le plateau compte les pions et indique qui joue (un camp sans coup possible passe aussitôt).
help-edit-position-2 = « Commencer » lance une partie à partir de la position, à deux sur le même écran ou contre l'ordinateur, selon les camps choisis en dernier dans la fenêtre Nouvelle partie ; elle est enregistrée et restaurée comme toute partie, et peut être analysée. « Commencer » n'est proposé que si l'un des camps peut jouer. « Annuler » laisse la partie du plateau telle qu'elle était ; l'ordinateur et l'analyse attendent pendant la modification.
help-game-files = Fichiers de partie
help-game-files-1 = Partie → Ouvrir… (Ctrl+O) ouvre un fichier de partie : une transcription (.txt : la ligne d'options et les coups, f5d6c3…), un fichier GGF (.ggf, tel que l'écrivent NBoard et Edax, avec ses évaluations, ses temps et ses joueurs) ou le format natif de ce programme (.ron). Le format est déduit de l'extension, sinon du texte. Déposer un fichier de partie sur la fenêtre l'ouvre aussi. Un fichier illisible laisse intacte la partie du plateau, et un avis indique le fichier, la ligne et ce qui n'allait pas.
help-game-files-2 = « Enregistrer » (Ctrl+S) réécrit la partie dans le fichier d'où elle vient ou dans celui où elle a été enregistrée en dernier ; « Enregistrer sous… » (Ctrl+Shift+S) demande où et dans quel format. Les fenêtres de fichiers listent les dossiers et les fichiers de partie d'un dossier ; « Remonter » va au dossier parent. Une partie d'un fichier de plusieurs parties ne les remplace jamais toutes : « Enregistrer » demande s'il faut la remplacer dans le fichier, l'y ajouter ou l'enregistrer dans un nouveau fichier. Une partie enregistrée garde l'en-tête avec lequel elle a été ouverte (joueurs, lieu, date, résultat).
help-game-files-3 = « Copier en GGF » (toute la partie) et « Copier la position en OBF » (le plateau actuel et le joueur dont c'est le tour, comme l'écrivent les fichiers de problèmes de finale) placent le texte dans le presse-papiers pour d'autres programmes.
help-analyze-game = Analyser la partie
help-analyze-game-1 = Partie → Analyser la partie examine chaque coup de la partie (y compris les coups annulés) au niveau choisi : Profondeur 8, Profondeur 12, Profondeur 16 ou Profondeur 20, ou 1 s, 5 s, 15 s ou 60 s par coup ; Exact à partir de fixe à partir de combien de cases vides les valeurs sont exactes (18 par défaut, ou Jamais exact). Tous les coups possibles de chaque position sont évalués par la même recherche. L'analyse travaille sur un fil à part, avec une barre de progression et un bouton Annuler au-dessus de la liste des coups, du dernier coup vers le premier ; les marques apparaissent au fur et à mesure. L'analyse est gardée avec la partie : elle revient avec game.ron à la réouverture de la fenêtre, et avec le fichier de la partie quand on le rouvre (les analyses sont gardées dans le dossier de configuration) ; parcourir la partie montre aussitôt la valeur de chaque coup sur le plateau (avec Affichage → Analyse).
help-analyze-game-2 = Un coup qui a cédé 3 pions ou plus par rapport au meilleur coup du moteur est marqué ?, 8 pions ou plus ??. Laissez la souris sur un coup pour voir ce qu'il a cédé et quel coup était le meilleur. Les totaux de chaque joueur figurent en tête de la liste des coups.
help-analyze-game-3 = Affichage → Afficher le graphique d'évaluation (activé par défaut) trace sous le plateau la valeur pour Noir après chaque coup à mesure qu'elle est connue : par l'analyse de chaque position que vous regardez (Affichage → Analyse, ou les meilleures suites), par la recherche de l'ordinateur pour chaque coup qu'il joue, et par l'examen de la partie (l'avance de Noir ombrée en noir au-dessus de la ligne, celle de Blanc en blanc en dessous), avec les erreurs en points rouges, les passes en traits en haut, les numéros des coups en bas et la position du plateau en ligne. En dessous, les pions perdus par chaque coup (face au meilleur coup de sa position, selon la même recherche) sont des barres de la couleur du camp, et le total de chaque camp une ligne, avec son chiffre à droite. Cliquez pour aller à un coup ; tirez son bord supérieur pour l'agrandir. Il apparaît dès que deux positions sont évaluées.
help-analyze-game-4 = Le panneau Erreurs (Affichage → Afficher les erreurs) liste les coups analysés qui ont cédé des pions (toutes les pertes, les erreurs de 3 pions ou plus, ou les gaffes de 8 ou plus) : le coup, ce qu'il a cédé, le meilleur coup et sa valeur ; un clic mène à sa position. S'entraîner lance un exercice : à la position de chaque erreur, cliquez le coup que vous joueriez à la place ; vous apprenez ce qu'il cède par rapport au meilleur coup, la suite qui lui répond est numérotée sur le plateau, et vous pouvez Réessayer, Montrer le meilleur coup, passer à l'Erreur suivante ou Arrêter l'entraînement. L'exercice compte les erreurs corrigées du premier coup (à moins d'un pion du meilleur coup).
help-move-list = La liste des coups
help-move-list-1 = À côté du plateau (quand la fenêtre est assez large), tous les coups sont listés, y compris les passes. Cliquez sur un coup pour voir la position qui en résulte ; les coups suivants restent dans la liste, estompés, et « Rétablir » les rejoue. Un autre coup joué à partir de là les remplace, et « Échanger avec la partie précédente » remet en place la suite remplacée. La molette de la souris au-dessus de la liste recule (vers le haut) et avance (vers le bas) dans la partie. Jouer un autre coup depuis une position antérieure explore une variante : la suite quittée est gardée comme ligne principale (« Variante depuis le coup N » au-dessus de la liste), un fichier enregistré entre-temps contient la ligne principale, et « Retour à la ligne principale » y ramène.
help-move-list-2 = Sur le plateau standard 8×8, la liste et la barre d'état nomment l'ouverture jouée (Tiger, Rose, Buffalo… 77 noms de la liste publiée), d'après la position atteinte : un autre ordre de coups, ou un autre premier coup, donne le même nom.
help-tic-tac-toe = Morpion
help-tic-tac-toe-1 = Choisissez Morpion dans la fenêtre Nouvelle partie : 3×3 comme d'habitude, ou un plateau carré jusqu'à 7×7, avec 3 à 7 symboles alignés pour gagner. X ou O peut commencer, et l'ordinateur peut jouer l'un ou l'autre camp (il joue parfaitement en 3×3). « Annuler », « Rétablir », « Recommencer » et la partie enregistrée fonctionnent comme à Othello ; la ligne gagnante est mise en évidence.
help-keys = Raccourcis clavier
help-keys-1 = Ctrl+N : nouvelle partie. Ctrl+Q : quitter. Ctrl+C : copier la partie. Ctrl+V : coller une partie.
help-keys-2 = Ctrl+O : ouvrir un fichier de partie. Ctrl+S : enregistrer. Ctrl+Shift+S : enregistrer sous.
help-keys-3 = Ctrl+Z : annuler le dernier coup. Ctrl+Shift+Z ou Ctrl+Y : le rejouer.
help-keys-4 = H : indice. A : activer ou désactiver l'analyse.
help-keys-5 = Début et Fin : le début et la fin de la partie. Gauche et Droite : un coup en arrière et en avant, sans reprendre de coups (un nouveau coup joué depuis une position antérieure remplace la suite ; « Échanger avec la partie précédente » la ramène). Haut et Bas : afficher le curseur clavier sur un coup possible ; une fois le curseur affiché, les quatre flèches le déplacent dans le sens qu'elles indiquent à l'écran, et Échap le masque. Entrée ou Espace : jouer à l'emplacement du curseur.
help-keys-6 = Tab : déplacer le focus clavier dans les menus, les boutons et les cases du plateau ; la case qui a le focus est le curseur. Échap : quitter une commande, ou annuler une fenêtre de dialogue.
help-help-menu = Le menu Aide
help-help-menu-1 = « Comment jouer » ouvre cette fenêtre ; « À propos » indique la version et la licence du programme.
help-saved-between-launches = Conservé d'un lancement à l'autre
help-saved-between-launches-1 = Vos réglages, la partie en cours et la partie de morpion sont enregistrés au fil du jeu et restaurés au lancement suivant ; la taille de la fenêtre aussi. Un fichier enregistré inutilisable est mis de côté (sous le nom NOM.bad) et un avis indique ce qui n'allait pas.
about-title = À propos d'Othello
about-licence = Licence : { $licence }
about-home = Aide → Comment jouer explique le jeu et chaque option ; le README.md fourni avec les sources explique comment le compiler, y jouer et le tester.
about-written = Écrit en Rust avec egui.

## Les refus des règles

move-off-board = la ligne { $row }, colonne { $col } est hors du plateau { $rows }×{ $cols }
move-occupied = la case { $square } est occupée
move-flips-nothing = { $square } ne retourne aucun pion
move-not-adjacent = { $square } ne touche aucun pion adverse
move-game-over = la partie est terminée
record-illegal = coup { $number } ({ $square }) : { $why }
record-not-their-turn = coup { $number } : c'est à { $expected } de jouer, pas à { $found }
record-pass-not-forced = coup { $number } : { $player } a un coup possible et ne peut pas passer
record-pass-after-end = coup { $number } : la partie est terminée, il n'y a rien à passer

## La base de parties (Affichage → Base de parties ; Partie → Importer une base de parties…)
menu-show-database = Afficher la base de parties
menu-show-database-tip = Les parties de tournoi passées par la position du plateau : les coups joués ensuite, l'issue de ces parties, et les parties elles-mêmes
menu-import-database = Importer une base de parties…
menu-import-database-tip = Copier des fichiers de parties WTHOR (un dossier, ou des fichiers .zip tels que les propose le site de la Fédération Française d'Othello) dans la base de parties
database-heading = Base de parties
database-standard-only = La base ne contient que des parties jouées depuis le départ standard en 8×8
database-openings-only = Statistiques des ouvertures seulement : importez des fichiers WTHOR pour avoir les parties
database-summary-none = Moins de 20 parties des statistiques fournies sont passées par cette position
database-games = { $games ->
    [one] 1 partie est passée par cette position
   *[other] { $games } parties sont passées par cette position
}
database-results = Noir a gagné { $black } %, nulles { $draws } %, Blanc a gagné { $white } % ; score moyen de Noir { $score }
database-marks = Afficher les nombres sur le plateau
database-value-none = La valeur du moteur pour chaque coup vient avec Affichage → Analyse (la touche A)
database-cell = { $games ->
    [one] 1 partie dans la base
   *[other] { $games } parties dans la base
}
database-import-hint = Les parties elles-mêmes viennent avec Partie → Importer une base de parties… (fichiers WTHOR du site de la Fédération Française d'Othello, gratuits).
database-filter = Filtre
database-filter-active = Filtre : { $what }
database-player = Joueur :
database-tournament = Tournoi :
database-years = Années :
database-from = de
database-to = à
database-page = Parties { $first } à { $last } sur { $total }
database-newer = Parties plus récentes
database-older = Parties plus anciennes
database-open-tip = Double-cliquer pour ouvrir cette partie à cette position
database-reading = Lecture des fichiers de parties : { $done } sur { $total }
database-indexing = Indexation des positions…
database-importing = Copie des fichiers…
database-ready = { $games ->
    [one] 1 partie dans la base
   *[other] { $games } parties dans la base
}
database-failed = L'importation a échoué : { $why }
dialog-import-title = Importer des fichiers de parties WTHOR
dialog-import = Importer
dialog-import-folder = Importer ce dossier
dialog-import-folder-tip = Tous les fichiers .wtb et .zip du dossier nommé dans le champ (tapé, ou choisi d'un clic), sinon du dossier affiché, avec les noms des joueurs et des tournois à côté. Un double clic ouvre un dossier.
dialog-import-named = Importer { $name }/
dialog-empty-import = Aucun fichier WTHOR ici (.wtb, .zip)

# The study desk: best lines, analysis level, the turned board.
menu-show-lines = Afficher les meilleures suites
menu-show-lines-tip = Les meilleurs coups de la position, avec leurs valeurs et les suites que le moteur prévoit ; laissez la souris sur une suite pour la voir sur le plateau
menu-analysis-level = Niveau d'analyse
menu-analysis-level-tip = Jusqu'à quelle profondeur, ou combien de temps, l'analyse et les meilleures suites examinent chaque position
menu-hint-level = Niveau de l'aide
menu-turn-board = Tourner le plateau
menu-turn-right = Tourner à droite
menu-turn-left = Tourner à gauche
menu-turn-mirror = Miroir
menu-turn-upright = Position normale
lines-heading = Meilleures suites
lines-count = Suites
lines-level = Niveau
lines-all = Toutes
lines-game-over = La partie est terminée.
lines-waiting = L'analyse attend pendant que l'ordinateur réfléchit.
lines-book = bibliothèque, profondeur { $depth }
lines-book-exact = bibliothèque, exact
lines-exact = exact
lines-depth = profondeur { $depth }
lines-play-up-to = Jouer la suite jusqu'à { $square }
book-best-out-searched = Meilleur coup hors de la bibliothèque : { $square } { $value } (recherche de la bibliothèque, profondeur { $depth })
level-depth = Profondeur { $depth }
level-seconds = { $seconds } s
speed-millions = { $speed } M nœuds/s
speed-thousands = { $speed } k nœuds/s
analysis-depth = profondeur { $depth }
analysis-depth-selective = profondeur { $depth }, sélective
status-counts = { $moves ->
    [one] 1 coup possible
   *[other] { $moves } coups possibles
} · { $empty } cases vides
cell-line-move = coup { $number } de la suite pour { $player }
lines-line-label = Suite { $line } : { $square }
lines-move-label = Suite { $line }, coup { $number } : { $square }
help-study = Étudier une position
help-study-1 = Affichage → Afficher les meilleures suites liste à côté du plateau les meilleurs coups de la position, le meilleur d'abord : chacun avec sa valeur (la même que sur le plateau), son origine (la profondeur de la recherche, une résolution exacte, la bibliothèque d'ouvertures) et la suite que le moteur prévoit, qui s'approfondit à mesure que l'analyse avance. Laissez la souris sur une suite pour la voir sur le plateau en pions numérotés ; cliquez sur un coup d'une suite pour jouer la suite jusqu'à ce coup. « Suites » fixe combien sont listées (Toutes : chaque coup possible).
help-study-2 = Affichage → Niveau d'analyse (aussi dans le panneau des meilleures suites) règle jusqu'où regardent l'analyse et les meilleures suites : jusqu'à une profondeur (Profondeur 8 à Profondeur 24) ou pendant un temps (1 s à 2 minutes par position, par défaut). Affichage → Niveau de l'aide fait de même pour l'indice (une seconde par défaut). La barre d'état indique la profondeur atteinte, si la recherche est sélective (elle élague les coups qu'une recherche courte juge perdus) ou exacte, et les nœuds examinés par seconde. Les deux niveaux sont mémorisés.
help-study-3 = Affichage → Tourner le plateau tourne le plateau à l'écran d'un quart de tour à la fois (Tourner à droite, Tourner à gauche) ou le met en miroir ; les coordonnées suivent leurs cases, et les coups, les fichiers et la notation restent tels quels. Position normale le remet droit. L'orientation est mémorisée.
menu-show-graph = Afficher le graphique d'évaluation
menu-show-graph-tip = La valeur pour Noir après chaque coup, sous le plateau, à mesure que l'analyse et l'ordinateur la trouvent, avec les pions perdus par chaque camp
graph-losses = { $value } ; pions perdus : Noir { $black }, Blanc { $white }
menu-copy-picture = Copier l'image
menu-copy-picture-tip = Le plateau en image dans le presse-papiers, avec les numéros des coups sur les pions
menu-export-picture = Exporter l'image…
menu-export-picture-tip = Enregistrer le plateau en image (PNG ou SVG), avec ses coordonnées, tourné comme à l'écran
menu-download-picture = Télécharger l'image (PNG)
menu-download-picture-tip = Télécharger le plateau en image PNG, avec les numéros des coups sur les pions et le graphique, tourné comme à l'écran
dialog-picture-title = Exporter le plateau en image
dialog-picture-formats = Un nom finissant par .svg enregistre du SVG ; tout autre nom, du PNG.
dialog-picture-numbers = Numéros des coups sur les pions
note-copied-picture = Le plateau a été copié en image
picture-saved = Image enregistrée : { $name }
picture-failed = L'image n'a pas pu être créée : { $why }
help-study-4 = Partie → Exporter l'image… enregistre le plateau en image, PNG ou SVG (selon la fin du nom), avec ses coordonnées et tourné comme à l'écran, éventuellement avec le numéro du coup qui a posé chaque pion ; Partie → Copier l'image la met dans le presse-papiers, numéros compris, pour la coller dans un document ou un message de forum. L'image peut aussi porter le graphique d'évaluation sous le plateau.
dialog-empty-picture = Aucune image ici (.png, .svg)
library-title = Parties de { $name }
library-player = Joueur :
library-count = { $shown } parties sur { $games } affichées ; { $broken } illisibles
library-number = N°
library-result = Résultat
library-date = Date
library-board = Plateau
library-opening = Ouverture
library-moves = Coups
library-broken = Illisible
library-open = Ouvrir
library-close = Fermer
library-opened = Partie { $number } de { $name } ouverte : { $moves } coups
help-game-files-4 = Un fichier GGF de plusieurs parties (un tournoi, un match) ouvre sa première partie et les liste toutes dans une fenêtre : les joueurs, le résultat, la date, le plateau, l'ouverture et les coups. Cliquez sur un en-tête pour trier (à nouveau pour inverser), tapez le nom d'un joueur pour ne garder que ses parties, et double-cliquez sur une partie (ou sélectionnez-la puis Ouvrir) pour la rejouer sur le plateau. Une partie illisible est listée avec la raison ; les autres s'ouvrent. Les parties enregistrées et copiées portent les joueurs, la date, la cadence, le résultat et la valeur de chaque coup que le moteur a examiné.
library-game = Partie { $number }
moves-variation = Variante depuis le coup { $moves }
moves-variation-tip = La ligne principale est gardée : les fichiers enregistrés maintenant la contiennent, et le bouton y ramène
moves-main-line = Retour à la ligne principale
note-main-line = Retour à la ligne principale ; la variante est gardée pour « Échanger avec la partie précédente »
dialog-picture-graph = Le graphique d'évaluation sous le plateau

## The game's record: study, seats, archives
menu-seat = { $player } : { $seat }
status-study = Étude : des personnes jouent les deux camps
note-study = Ouverte pour l'étude : des personnes jouent les deux camps (Partie → Noir ou Blanc confie un camp à l'ordinateur).
note-then-study = { $note } · { $study }
note-opened-study = { $black } – { $white } ouverte
note-seat = { $player } est désormais joué par : { $seat }
archive-title = Enregistrer une partie d'un fichier de plusieurs parties
archive-explain = { $name } contient { $games } parties ; celle-ci est la partie { $number }. L'enregistrer seule les remplacerait toutes ; choisissez :
archive-replace = Remplacer la partie { $number } dans le fichier
archive-append = L'ajouter au fichier comme partie { $number }
archive-save-as = L'enregistrer dans un nouveau fichier…
file-saved-in-archive = Enregistrée comme partie { $number } de { $name } ; ses autres parties sont conservées
file-added-to-archive = Ajoutée à { $name } comme partie { $number } ; ses autres parties sont conservées

## The search's live output
menu-show-live = Sortie de la recherche
menu-show-live-tip = Ce que dit la recherche en cours : profondeur, nœuds, vitesse, temps et la ligne attendue
live-heading = Recherche
live-idle = Aucune recherche en cours.
live-search = Recherche
live-computer = Coup de { $player }
live-hint = Conseil
live-analysis = Analyse
live-running = en cours
live-done = terminée
live-depth = Profondeur
live-depth-full = { $depth }
live-depth-selective = { $depth }, sélective
live-depth-exact = exacte, { $depth } cases vides
live-value = Valeur
live-nodes = Nœuds
live-speed = Vitesse
live-time = Temps
live-seconds = { $seconds } s
live-line = Ligne attendue

## Help for the record and the search output
help-game-menu-4 = Noir : Humain et Blanc : Humain (ou l'ordinateur à son niveau) indiquent qui joue chaque camp de la partie sur le plateau ; un autre choix confie le camp à une personne ou à l'ordinateur à partir de cette position. Une partie ouverte d'un fichier, de la liste des parties, de la base ou collée est ouverte pour l'étude : des personnes jouent les deux camps jusqu'à votre choix, et la barre d'état indique « Étude ».
help-view-menu-3 = Sortie de la recherche montre ce que dit la recherche en cours, comme le font les programmes de moteur : quelle recherche (le coup de l'ordinateur, un conseil, l'analyse), sa profondeur (sélective, ou exacte en finale), les nœuds, la vitesse, le temps, la valeur de son meilleur coup et la ligne attendue.
database-import-unreadable = { $bad } fichiers sur { $files } n'ont pas pu être lus (les autres sont dans la base) :
graph-legend-value = Valeur pour Noir
graph-legend-losses = Pions cédés :
dialog-exists = { $name } existe déjà : enregistrer remplace tout son contenu (un fichier de plusieurs parties n'en garde aucune autre). Choisissez un autre nom, ou Remplacer.
dialog-replace = Remplacer
