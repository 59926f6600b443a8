import SnapshotBuilding

extension CLIPlural {
    /// French: one (0 and 1), many (whole millions) and other.
    static let french: [CLIPlural: [PluralCategory: String]] = [
        .lostEdits: [
            .one: "[conflit] {count} de vos modifications a été remplacée par celle d’un membre du foyer : voir 'glovebox conflicts list'",
            .many: "[conflit] {count} de vos modifications ont été remplacées par celles d’un membre du foyer : voir 'glovebox conflicts list'",
            .other: "[conflit] {count} de vos modifications ont été remplacées par celles d’un membre du foyer : voir 'glovebox conflicts list'",
        ],
        .everyMonths: [.one: "tous les {count} mois", .many: "tous les {count} de mois", .other: "tous les {count} mois"],
        .records: [.one: "{count} entrée", .many: "{count} d’entrées", .other: "{count} entrées"],
        .missingRates: [
            .one: "{count} entrée n’avait pas de taux de change à sa date et n’est pas dans les totaux :",
            .many: "{count} d’entrées n’avaient pas de taux de change à leur date et ne sont pas dans les totaux :",
            .other: "{count} entrées n’avaient pas de taux de change à leur date et ne sont pas dans les totaux :",
        ],
        .segments: [.one: "{count} trajet", .many: "{count} de trajets", .other: "{count} trajets"],
        .windowLast: [.one: "{count} dernier trajet", .many: "{count} de derniers trajets", .other: "{count} derniers trajets"],
        .waitingPartials: [.one: "en attente : {count} plein partiel depuis le dernier plein complet compte au prochain complet", .many: "en attente : {count} de pleins partiels depuis le dernier plein complet comptent au prochain complet", .other: "en attente : {count} pleins partiels depuis le dernier plein complet comptent au prochain complet"],
        .withoutOdometer: [.one: "{count} plein sans kilométrage : son carburant compte dans le trajet où tombe son jour (un plein complet réunit les trajets autour de lui) ; 'glovebox fuel edit ID --odometer N' lui donne un relevé", .many: "{count} de pleins sans kilométrage : leur carburant compte dans le trajet où tombe leur jour (un plein complet réunit les trajets autour de lui) ; 'glovebox fuel edit ID --odometer N' donne un relevé à l’un d’eux", .other: "{count} pleins sans kilométrage : leur carburant compte dans le trajet où tombe leur jour (un plein complet réunit les trajets autour de lui) ; 'glovebox fuel edit ID --odometer N' donne un relevé à l’un d’eux"],
        .skipNoLevel: [.one: "{count} plein sans plein complet avant lui : {level} de départ est inconnu", .many: "{count} de pleins sans plein complet avant eux : {level} de départ est inconnu", .other: "{count} pleins sans plein complet avant eux : {level} de départ est inconnu"],
        .skipMissed: [.one: "{count} plein après un plein non enregistré (--missed) : écarté, pas moyenné", .many: "{count} de pleins après un plein non enregistré (--missed) : écartés, pas moyennés", .other: "{count} pleins après un plein non enregistré (--missed) : écartés, pas moyennés"],
        .countReadings: [.one: "{count} relevé", .many: "{count} de relevés", .other: "{count} relevés"],
        .countExpenses: [.one: "{count} dépense", .many: "{count} de dépenses", .other: "{count} dépenses"],
        .countItems: [.one: "{count} entretien prévu", .many: "{count} d’entretiens prévus", .other: "{count} entretiens prévus"],
        .countServices: [.one: "{count} entretien effectué", .many: "{count} d’entretiens effectués", .other: "{count} entretiens effectués"],
        .countDeadlines: [.one: "{count} échéance", .many: "{count} d’échéances", .other: "{count} échéances"],
        .countLoggedServices: [.one: "{count} entretien effectué", .many: "{count} d’entretiens effectués", .other: "{count} entretiens effectués"],
        .countVehicles: [.one: "{count} véhicule", .many: "{count} de véhicules", .other: "{count} véhicules"],
        .countRecords: [.one: "{count} entrée", .many: "{count} d’entrées", .other: "{count} entrées"],
        .countRates: [.one: "{count} taux de change", .many: "{count} de taux de change", .other: "{count} taux de change"],
        .countNotes: [.one: "{count} note", .many: "{count} de notes", .other: "{count} notes"],
        .remindNothingNew: [.one: "rien de nouveau à dire ({count} élément bientôt dû, dû ou en retard, déjà signalé)", .many: "rien de nouveau à dire ({count} d’éléments bientôt dus, dus ou en retard, chacun déjà signalé)", .other: "rien de nouveau à dire ({count} éléments bientôt dus, dus ou en retard, chacun déjà signalé)"],
        .remindHeldElsewhere: [.one: "{count} message est en cours d’envoi par un autre appareil du compte ; la prochaine exécution le vérifie", .many: "{count} de messages sont en cours d’envoi par un autre appareil du compte ; la prochaine exécution les vérifie", .other: "{count} messages sont en cours d’envoi par un autre appareil du compte ; la prochaine exécution les vérifie"],
        .remindLate: [.one: "{count} message envoyé pendant que le serveur du foyer était injoignable lui a été signalé", .many: "{count} de messages envoyés pendant que le serveur du foyer était injoignable lui ont été signalés", .other: "{count} messages envoyés pendant que le serveur du foyer était injoignable lui ont été signalés"],
        .prefsCurrencyRefused: [
            .one: "devise principale {code} refusée : aucune source de taux ne convertit vers elle ({why}), donc {count} dépense dans d’autres devises sortirait de tous les totaux ; importez d’abord des taux qui ont {code} ('glovebox rates import FILE', un fichier au format BCE avec une colonne {code})",
            .many: "devise principale {code} refusée : aucune source de taux ne convertit vers elle ({why}), donc {count} de dépenses dans d’autres devises sortiraient de tous les totaux ; importez d’abord des taux qui ont {code} ('glovebox rates import FILE', un fichier au format BCE avec une colonne {code})",
            .other: "devise principale {code} refusée : aucune source de taux ne convertit vers elle ({why}), donc {count} dépenses dans d’autres devises sortiraient de tous les totaux ; importez d’abord des taux qui ont {code} ('glovebox rates import FILE', un fichier au format BCE avec une colonne {code})",
        ],
        .ratesCount: [.one: "{count} taux", .many: "{count} de taux", .other: "{count} taux"],
        .ratesCurrencies: [.one: "{count} devise", .many: "{count} de devises", .other: "{count} devises"],
        .ratesDays: [.one: "{count} jour", .many: "{count} de jours", .other: "{count} jours"],
        .ratesMissingCells: [.one: "{count} cellule sans taux", .many: "{count} de cellules sans taux", .other: "{count} cellules sans taux"],
        .ratesSkipped: [
            .one: " ; {count} colonne de devises inconnues ignorée : {codes}",
            .many: " ; {count} de colonnes de devises inconnues ignorées : {codes}",
            .other: " ; {count} colonnes de devises inconnues ignorées : {codes}",
        ],
        .importNewRecords: [
            .one: "{count} nouvelle entrée",
            .many: "{count} de nouvelles entrées",
            .other: "{count} nouvelles entrées",
        ],
        .importAlready: [
            .one: "{count} déjà importée",
            .many: "{count} déjà importées",
            .other: "{count} déjà importées",
        ],
        .importRemovedSince: [
            .one: "{count} supprimée depuis, écartée",
            .many: "{count} supprimées depuis, écartées",
            .other: "{count} supprimées depuis, écartées",
        ],
        .importOdometerValues: [
            .one: "{count} valeur de kilométrage",
            .many: "{count} de valeurs de kilométrage",
            .other: "{count} valeurs de kilométrage",
        ],
        .importReminderDistances: [
            .one: "{count} distance de rappel",
            .many: "{count} de distances de rappel",
            .other: "{count} distances de rappel",
        ],
        .importLeftOutRemoved: [
            .one: "{count} ligne écartée dont l’entrée a été supprimée depuis un import précédent (--restore-removed la rétablit) : {list}",
            .many: "{count} de lignes écartées dont les entrées ont été supprimées depuis un import précédent (--restore-removed les rétablit) : {list}",
            .other: "{count} lignes écartées dont les entrées ont été supprimées depuis un import précédent (--restore-removed les rétablit) : {list}",
        ],
        .importBroughtBack: [
            .one: "{count} ligne rétablie dont l’entrée a été supprimée depuis un import précédent : {list}",
            .many: "{count} de lignes rétablies dont les entrées ont été supprimées depuis un import précédent : {list}",
            .other: "{count} lignes rétablies dont les entrées ont été supprimées depuis un import précédent : {list}",
        ],
        .importBroughtBackDry: [
            .one: "rétablirait {count} ligne dont l’entrée a été supprimée depuis un import précédent : {list}",
            .many: "rétablirait {count} de lignes dont les entrées ont été supprimées depuis un import précédent : {list}",
            .other: "rétablirait {count} lignes dont les entrées ont été supprimées depuis un import précédent : {list}",
        ],
        .importUndone: [
            .one: "{count} ligne d’un import annulé a été importée de nouveau",
            .many: "{count} de lignes d’un import annulé ont été importées de nouveau",
            .other: "{count} lignes d’un import annulé ont été importées de nouveau",
        ],
        .importUndoneDry: [
            .one: "{count} ligne d’un import annulé serait importée de nouveau",
            .many: "{count} de lignes d’un import annulé seraient importées de nouveau",
            .other: "{count} lignes d’un import annulé seraient importées de nouveau",
        ],
        .importBackwards: [
            .one: "{count} relevé est inférieur au précédent, enregistré comme correction (hors de la série des contrôles du kilométrage) :",
            .many: "{count} de relevés sont inférieurs au précédent, enregistrés comme corrections (hors de la série des contrôles du kilométrage) :",
            .other: "{count} relevés sont inférieurs au précédent, enregistrés comme corrections (hors de la série des contrôles du kilométrage) :",
        ],
        .importBackwardsDry: [
            .one: "{count} relevé est inférieur au précédent, serait enregistré comme correction (hors de la série des contrôles du kilométrage) :",
            .many: "{count} de relevés sont inférieurs au précédent, seraient enregistrés comme corrections (hors de la série des contrôles du kilométrage) :",
            .other: "{count} relevés sont inférieurs au précédent, seraient enregistrés comme corrections (hors de la série des contrôles du kilométrage) :",
        ],
        .importCleaned: [
            .one: "{count} note nettoyée de ses caractères de contrôle ou de sens d’écriture (les sauts de ligne sont devenus des espaces) : {list}",
            .many: "{count} de notes nettoyées de leurs caractères de contrôle ou de sens d’écriture (les sauts de ligne sont devenus des espaces) : {list}",
            .other: "{count} notes nettoyées de leurs caractères de contrôle ou de sens d’écriture (les sauts de ligne sont devenus des espaces) : {list}",
        ],
        .importCleanedDry: [
            .one: "nettoierait {count} note de ses caractères de contrôle ou de sens d’écriture (les sauts de ligne deviendraient des espaces) : {list}",
            .many: "nettoierait {count} de notes de leurs caractères de contrôle ou de sens d’écriture (les sauts de ligne deviendraient des espaces) : {list}",
            .other: "nettoierait {count} notes de leurs caractères de contrôle ou de sens d’écriture (les sauts de ligne deviendraient des espaces) : {list}",
        ],
        .importCut: [
            .one: "{count} note coupée à {maximum} caractères : {list}",
            .many: "{count} de notes coupées à {maximum} caractères : {list}",
            .other: "{count} notes coupées à {maximum} caractères : {list}",
        ],
        .importCutDry: [
            .one: "couperait {count} note à {maximum} caractères : {list}",
            .many: "couperait {count} de notes à {maximum} caractères : {list}",
            .other: "couperait {count} notes à {maximum} caractères : {list}",
        ],
        .importLeftOutRows: [
            .one: "{count} ligne écartée que le carnet ne peut pas contenir :",
            .many: "{count} de lignes écartées que le carnet ne peut pas contenir :",
            .other: "{count} lignes écartées que le carnet ne peut pas contenir :",
        ],
        .importRounded: [
            .one: "{count} valeur de kilométrage à décimales arrondie à l’unité entière que garde le carnet (au demi supérieur) :",
            .many: "{count} de valeurs de kilométrage à décimales arrondies à l’unité entière que garde le carnet (au demi supérieur) :",
            .other: "{count} valeurs de kilométrage à décimales arrondies à l’unité entière que garde le carnet (au demi supérieur) :",
        ],
        .conflictsDismissed: [
            .one: "{count} conflit écarté",
            .many: "{count} de conflits écartés",
            .other: "{count} conflits écartés",
        ],
        .conflictsDiscarded: [
            .one: "{count} entrée mise de côté supprimée, car ce dont elle dépend a été supprimé (sur chaque appareil après la prochaine synchronisation)",
            .many: "{count} d’entrées mises de côté supprimées, car ce dont elles dépendent a été supprimé (sur chaque appareil après la prochaine synchronisation)",
            .other: "{count} entrées mises de côté supprimées, car ce dont elles dépendent a été supprimé (sur chaque appareil après la prochaine synchronisation)",
        ],
        .syncChanges: [
            .one: "{count} modification",
            .many: "{count} de modifications",
            .other: "{count} modifications",
        ],
        .syncSetAside: [
            .one: "{count} entrée du foyer est mise de côté sur cet appareil, avec sa raison ('glovebox conflicts list', 'glovebox doctor') ; elle arrivera lors d’une synchronisation dès que sa raison aura disparu",
            .many: "{count} d’entrées du foyer sont mises de côté sur cet appareil, chacune avec sa raison ('glovebox conflicts list', 'glovebox doctor') ; chacune arrivera lors d’une synchronisation dès que sa raison aura disparu",
            .other: "{count} entrées du foyer sont mises de côté sur cet appareil, chacune avec sa raison ('glovebox conflicts list', 'glovebox doctor') ; chacune arrivera lors d’une synchronisation dès que sa raison aura disparu",
        ],
        .syncNewConflicts: [
            .one: "{count} modification de ce compte a été remplacée par celle, faite au même moment, d’un membre du foyer : voir 'glovebox conflicts list'",
            .many: "{count} de modifications de ce compte ont été remplacées par celles, faites au même moment, d’un membre du foyer : voir 'glovebox conflicts list'",
            .other: "{count} modifications de ce compte ont été remplacées par celles, faites au même moment, d’un membre du foyer : voir 'glovebox conflicts list'",
        ],
        .syncUnpushed: [
            .one: "{count} modification de '{vehicle}' n’a pas été envoyée : ce compte ne peut plus le modifier (son propriétaire l’a supprimé, ou son partage a été révoqué ou limité à la lecture) ; elle est gardée sur cet appareil comme conflit : voir 'glovebox conflicts list'",
            .many: "{count} de modifications de '{vehicle}' n’ont pas été envoyées : ce compte ne peut plus le modifier (son propriétaire l’a supprimé, ou son partage a été révoqué ou limité à la lecture) ; elles sont gardées sur cet appareil comme conflits : voir 'glovebox conflicts list'",
            .other: "{count} modifications de '{vehicle}' n’ont pas été envoyées : ce compte ne peut plus le modifier (son propriétaire l’a supprimé, ou son partage a été révoqué ou limité à la lecture) ; elles sont gardées sur cet appareil comme conflits : voir 'glovebox conflicts list'",
        ],
        .linkRecords: [
            .one: "{count} entrée",
            .many: "{count} d’entrées",
            .other: "{count} entrées",
        ],
        .linkUnconverted: [
            .one: "  {count} entrée n’avait pas de taux de change et n’est pas dans le total",
            .many: "  {count} d’entrées n’avaient pas de taux de change et ne sont pas dans le total",
            .other: "  {count} entrées n’avaient pas de taux de change et ne sont pas dans le total",
        ],
        .refusalPlanLimit: [
            .one: "l’offre {plan} permet {count} véhicule ; passez à plus pour ajouter '{name}'",
            .many: "l’offre {plan} permet {count} de véhicules ; passez à plus pour ajouter '{name}'",
            .other: "l’offre {plan} permet {count} véhicules ; passez à plus pour ajouter '{name}'",
        ],
        .logoutCannot: [
            .one: "impossible de se déconnecter : {count} modification faite sur cet appareil n’a pas atteint le serveur du foyer et le dernier envoi a échoué : {message}. Tout reste sur cet appareil ; synchronisez quand le serveur l’acceptera, ou déconnectez-vous avec --discard-unsynced pour la perdre",
            .many: "impossible de se déconnecter : {count} de modifications faites sur cet appareil n’ont pas atteint le serveur du foyer et le dernier envoi a échoué : {message}. Tout reste sur cet appareil ; synchronisez quand le serveur les acceptera, ou déconnectez-vous avec --discard-unsynced pour les perdre",
            .other: "impossible de se déconnecter : {count} modifications faites sur cet appareil n’ont pas atteint le serveur du foyer et le dernier envoi a échoué : {message}. Tout reste sur cet appareil ; synchronisez quand le serveur les acceptera, ou déconnectez-vous avec --discard-unsynced pour les perdre",
        ],
        .logoutLoseChanges: [
            .one: "vous déconnecter et perdre {count} modification qui n’a jamais atteint le serveur du foyer, avec la copie des véhicules de {account} sur cet appareil",
            .many: "vous déconnecter et perdre {count} de modifications qui n’ont jamais atteint le serveur du foyer, avec la copie des véhicules de {account} sur cet appareil",
            .other: "vous déconnecter et perdre {count} modifications qui n’ont jamais atteint le serveur du foyer, avec la copie des véhicules de {account} sur cet appareil",
        ],
        .logoutRemoved: [
            .one: "déconnecté ; copie de {count} véhicule supprimée de cet appareil{rest}",
            .many: "déconnecté ; copie de {count} de véhicules supprimée de cet appareil{rest}",
            .other: "déconnecté ; copie de {count} véhicules supprimée de cet appareil{rest}",
        ],
        .logoutDiscarded: [
            .one: " et {count} modification que le serveur du foyer n’a jamais reçue",
            .many: " et {count} de modifications que le serveur du foyer n’a jamais reçues",
            .other: " et {count} modifications que le serveur du foyer n’a jamais reçues",
        ],
        .deleteAction: [
            .one: "supprimer le compte {account} et son {count} véhicule avec toutes ses entrées de cet appareil{server}",
            .many: "supprimer le compte {account} et ses {count} de véhicules avec toutes leurs entrées de cet appareil{server}",
            .other: "supprimer le compte {account} et ses {count} véhicules avec toutes leurs entrées de cet appareil{server}",
        ],
    ]
}
