extension CLIHelpText {
    /// French help of the accounts, keys, sync, conflicts, sharing and preferences.
    static let frenchHousehold: [String: String] = [
        "sign in (records stay on this device; with --server, linked to a household server)": "se connecter (les données restent sur cet appareil ; avec --server, reliées à un serveur du foyer)",
        "the account name, such as an e-mail address": "le nom du compte, par exemple une adresse e-mail",
        "free (2 vehicles) or plus (unlimited); default: keep, else free": "free (2 véhicules) ou plus (illimité) ; par défaut : inchangé, sinon free",
        "a household server's connection string ('glovebox-server url' prints it)": "la chaîne de connexion d’un serveur du foyer ('glovebox-server url' l’affiche)",
        "with --server: read the account's password from FILE's first line": "avec --server : lire le mot de passe du compte sur la première ligne de FILE",
        "with --server: read the account's password from standard input's first line": "avec --server : lire le mot de passe du compte sur la première ligne de l’entrée standard",
        "make (first sign-in) or open the account's key with the passphrase in FILE's first line": "créer (première connexion) ou ouvrir la clé du compte avec la phrase secrète de la première ligne de FILE",
        "open the key with the recovery key in FILE instead of the passphrase": "ouvrir la clé avec la clé de récupération de FILE au lieu de la phrase secrète",
        "show this help": "afficher cette aide",
        "With --server the name and password are checked on the server first; a refusal or a server that does not answer changes nothing here. Every connection is TLS with the server's certificate verified (sslmode=verify-full) and SCRAM with channel binding (channel_binding=require); a URL that asks for less, or holds a password, is refused. Without --password-file or --password-stdin the password is asked on the terminal, not shown as it is typed. The link is kept in the app's private directory, mode 0600. At the account's first sign-in its key is made (the passphrase asked twice, or --passphrase-file; the recovery key printed once); at the next ones it is opened (the passphrase, or --recovery-key-file). Without a terminal or either file the sign-in says what stays on this device until 'glovebox keys init' or 'keys unlock'.": "Avec --server, le nom et le mot de passe sont d’abord vérifiés sur le serveur ; un refus ou un serveur qui ne répond pas ne change rien ici. Chaque connexion utilise TLS avec le certificat du serveur vérifié (sslmode=verify-full) et SCRAM avec liaison de canal (channel_binding=require) ; une URL qui demande moins, ou qui contient un mot de passe, est refusée. Sans --password-file ni --password-stdin, le mot de passe est demandé dans le terminal, sans être affiché pendant la saisie. Le lien est conservé dans le répertoire privé de l’app, en mode 0600. À la première connexion du compte, sa clé est créée (la phrase secrète demandée deux fois, ou --passphrase-file ; la clé de récupération affichée une fois) ; aux suivantes, elle est ouverte (la phrase secrète, ou --recovery-key-file). Sans terminal ni aucun des fichiers, la connexion indique ce qui reste sur cet appareil jusqu’à 'glovebox keys init' ou 'keys unlock'.",
        "sign out (linked to a household server: push, then remove this device's copy)": "se déconnecter (relié à un serveur du foyer : envoyer, puis supprimer la copie de cet appareil)",
        "when the final push fails, sign out anyway and lose the changes the server never took (asks first)": "si l’envoi final échoue, se déconnecter quand même et perdre les modifications que le serveur n’a jamais reçues (demande d’abord)",
        "go ahead without asking (needed when not run from a terminal)": "continuer sans demander (nécessaire hors d’un terminal)",
        "Without a household server the records stay on this device. Linked to one, the outbox is pushed first, then this device's copy of the synced data is removed (the server keeps it; 'login --server' brings it back); when the push fails, nothing is removed and the sign-out is refused, unless --discard-unsynced (which asks first, or needs --yes). Licence plates reach the server only sealed with the account's key ('glovebox keys'): on a device that has not opened it, a vehicle's plate is on this device alone, and the sign-out asks first (or needs --yes), since the plate goes with the copy.": "Sans serveur du foyer, les données restent sur cet appareil. Relié à un serveur, la boîte d’envoi est d’abord envoyée, puis la copie des données synchronisées de cet appareil est supprimée (le serveur les garde ; 'login --server' les ramène) ; si l’envoi échoue, rien n’est supprimé et la déconnexion est refusée, sauf avec --discard-unsynced (qui demande d’abord, ou exige --yes). Les immatriculations n’atteignent le serveur que scellées avec la clé du compte ('glovebox keys') : sur un appareil qui ne l’a pas ouverte, l’immatriculation d’un véhicule n’existe que sur cet appareil, et la déconnexion demande d’abord (ou exige --yes), puisque l’immatriculation part avec la copie.",
        "delete the account and every record of it (and, when linked, its household server data)": "supprimer le compte et toutes ses données (et, s’il est relié, ses données sur le serveur du foyer)",
        "It cannot be undone: on a terminal it asks first; otherwise it needs --yes. Linked to a household server, the server deletes the account's data first (its vehicles and their records, its shares, its login); a server that cannot do it leaves everything as it was.": "C’est irréversible : dans un terminal, une confirmation est demandée ; sinon, --yes est nécessaire. Relié à un serveur du foyer, le serveur supprime d’abord les données du compte (ses véhicules et leurs données, ses partages, son identifiant de connexion) ; un serveur qui ne peut pas le faire laisse tout en l’état.",
        "show the plan, or change it": "afficher l’offre, ou la changer",
        "free or plus": "free ou plus",
        "print JSON instead of text": "afficher du JSON au lieu du texte",
        "change this account's password on its household server": "changer le mot de passe de ce compte sur son serveur du foyer",
        "read the new password from FILE's first line": "lire le nouveau mot de passe sur la première ligne de FILE",
        "read the new password from the first line of standard input": "lire le nouveau mot de passe sur la première ligne de l’entrée standard",
        "On a terminal the new password is asked twice with the typing hidden. The server changes it first; this device then keeps the new one (the old one is forgotten). The account's other devices are asked to sign in again with it ('glovebox login ACCOUNT --server URL'). Exit 2 when this device is not linked, the password is too short, or the two typed differ.": "Dans un terminal, le nouveau mot de passe est demandé deux fois sans être affiché. Le serveur le change d’abord ; cet appareil garde ensuite le nouveau (l’ancien est oublié). Les autres appareils du compte sont invités à se reconnecter avec lui ('glovebox login ACCOUNT --server URL'). Code de sortie 2 quand cet appareil n’est pas relié, que le mot de passe est trop court ou que les deux saisies diffèrent.",
        "this account's key: its fingerprint on the household server, and whether this device opened it": "la clé de ce compte : son empreinte sur le serveur du foyer, et si cet appareil l’a ouverte",
        "The household server keeps the account's public key and its secret key wrapped by the passphrase and by the recovery key, neither of which it ever receives. Members compare fingerprints to know a key is the one they expect.": "Le serveur du foyer garde la clé publique du compte et sa clé secrète enveloppée par la phrase secrète et par la clé de récupération, qu’il ne reçoit jamais ni l’une ni l’autre. Les membres comparent les empreintes pour savoir qu’une clé est bien celle qu’ils attendent.",
        "make this account's key, wrapped by a passphrase, and print its recovery key once": "créer la clé de ce compte, enveloppée par une phrase secrète, et afficher une fois sa clé de récupération",
        "read the new passphrase from FILE's first line": "lire la nouvelle phrase secrète sur la première ligne de FILE",
        "On a terminal the passphrase is asked twice with the typing hidden. The recovery key is printed once and kept nowhere: write it down. Without the passphrase and the recovery key, what the key seals cannot be opened again by anyone. Exit 2 when the account has a key already ('keys unlock' opens it).": "Dans un terminal, la phrase secrète est demandée deux fois sans être affichée. La clé de récupération est affichée une fois et conservée nulle part : notez-la. Sans la phrase secrète ni la clé de récupération, personne ne peut plus ouvrir ce que la clé scelle. Code de sortie 2 quand le compte a déjà une clé ('keys unlock' l’ouvre).",
        "open this account's key on this device, with the passphrase or the recovery key": "ouvrir la clé de ce compte sur cet appareil, avec la phrase secrète ou la clé de récupération",
        "read the passphrase from FILE's first line": "lire la phrase secrète sur la première ligne de FILE",
        "Exit 2 when neither opens it; nothing is kept then.": "Code de sortie 2 quand aucune ne l’ouvre ; rien n’est alors conservé.",
        "wrap this account's key with a new passphrase (the recovery key stays valid)": "envelopper la clé de ce compte avec une nouvelle phrase secrète (la clé de récupération reste valable)",
        "The key must be opened on this device first ('keys unlock'). The old passphrase opens it no more.": "La clé doit d’abord être ouverte sur cet appareil ('keys unlock'). L’ancienne phrase secrète ne l’ouvre plus.",
        "push this device's changes to the household server and pull the household's": "envoyer les modifications de cet appareil au serveur du foyer et recevoir celles du foyer",
        "Needs 'glovebox login ACCOUNT --server URL' first. Edits merge value by value: edits of different values of one record all stay; of one value, the later one stays (by hybrid logical clock, ties broken by device id) and the other's author finds it in 'glovebox conflicts list'. Licence plates go to the server sealed with the vehicle's key, which only its members hold ('glovebox keys init' makes the account's; without it, plates stay on the device that typed them); an account with a key syncs only on devices that opened it. A vehicle shared with this account arrives whole with its role; a revoked one leaves with its records. Nothing local is lost when it fails: exit 1 when the server cannot be reached, goes away mid-sync or is on another schema version (the message says which side to update), 2 when it refuses the name or password.": "Nécessite d’abord 'glovebox login ACCOUNT --server URL'. Les modifications fusionnent valeur par valeur : celles de valeurs différentes d’une donnée restent toutes ; pour une même valeur, la plus récente reste (selon une horloge logique hybride, les égalités départagées par l’id de l’appareil) et l’auteur de l’autre la retrouve dans 'glovebox conflicts list'. Les immatriculations vont au serveur scellées avec la clé du véhicule, que seuls ses membres détiennent ('glovebox keys init' crée celle du compte ; sans elle, les immatriculations restent sur l’appareil où elles ont été saisies) ; un compte doté d’une clé ne se synchronise que sur les appareils qui l’ont ouverte. Un véhicule partagé avec ce compte arrive entier avec son rôle ; un véhicule révoqué part avec ses données. Rien de local n’est perdu en cas d’échec : code de sortie 1 quand le serveur est injoignable, disparaît en cours de synchronisation ou utilise une autre version du schéma (le message dit quel côté mettre à jour), 2 quand il refuse le nom ou le mot de passe.",
        "this account's edits that a household member's concurrent edit replaced": "les modifications de ce compte qu’une modification simultanée d’un membre du foyer a remplacées",
        """
        When two devices change the same value of a record before either has synced, the later change is kept
        on every device and the other is listed here, on each device of the account whose edit lost: the record,
        the value, yours, the one kept, who wrote it and when. Edits of different values of one record are all
        kept and listed nowhere. 'conflicts keep ID' writes yours back as a new edit; 'conflicts dismiss ID'
        (or --all) forgets it, here and, after the next sync, on the account's other devices.
        """: """
            Quand deux appareils changent la même valeur d’une donnée avant que l’un d’eux ait synchronisé, la
            modification la plus récente est gardée sur tous les appareils et l’autre est listée ici, sur chaque
            appareil du compte dont la modification a perdu : la donnée, la valeur, la vôtre, celle gardée, qui l’a
            écrite et quand. Les modifications de valeurs différentes d’une donnée sont toutes gardées et listées
            nulle part. 'conflicts keep ID' réécrit la vôtre comme nouvelle modification ; 'conflicts dismiss ID'
            (ou --all) l’oublie, ici et, après la prochaine synchronisation, sur les autres appareils du compte.
            """,
        "write your value of a conflict back, as a new edit": "réécrire votre valeur d’un conflit, comme nouvelle modification",
        "the conflict's id as 'glovebox conflicts' prints it (its first characters do)": "l’id du conflit tel que 'glovebox conflicts' l’affiche (ses premiers caractères suffisent)",
        """
        The value you wrote replaces the one that was kept, checked as any edit is, and syncs like one (and the
        conflict is dismissed): the household then has yours.
        """: """
            La valeur que vous avez écrite remplace celle qui a été gardée, vérifiée comme toute modification, et
            se synchronise comme telle (et le conflit est écarté) : le foyer a alors la vôtre.
            """,
        "forget a conflict (or --all), keeping the value that won": "oublier un conflit (ou --all), en gardant la valeur qui l’a emporté",
        "the conflict's id as 'glovebox conflicts' prints it": "l’id du conflit tel que 'glovebox conflicts' l’affiche",
        "dismiss every conflict": "écarter tous les conflits",
        """
        The value kept stays. For a record written while what it belongs to was removed ('removed-parent'),
        keeping the removal discards the record, with what was kept aside under it (a service's expense), on
        every device after the next sync; 'conflicts keep ID' brings what it belongs to back instead.
        """: """
            La valeur gardée reste. Pour une donnée écrite pendant que ce à quoi elle appartient était supprimé
            ('removed-parent'), garder la suppression écarte la donnée, avec ce qui a été mis de côté avec elle
            (la dépense d’un entretien), sur tous les appareils après la prochaine synchronisation ; 'conflicts
            keep ID' ramène plutôt ce à quoi elle appartient.
            """,
        "share a vehicle with another account, or change the role it has": "partager un véhicule avec un autre compte, ou changer le rôle qu’il a",
        "id or name": "id ou nom",
        "the other account, as the household server names it": "l’autre compte, tel que le serveur du foyer le nomme",
        "editor (adds and changes records) or viewer (reads)": "editor (ajoute et modifie des données) ou viewer (lit)",
        "seal the vehicle's key to the account's key even though it is not the one this device sealed to before": "sceller la clé du véhicule pour la clé du compte même si ce n’est pas celle pour laquelle cet appareil a scellé auparavant",
        "--role is required. Only the vehicle's owner can share it; the household server decides. The other account's devices get the vehicle and all its records at their next 'glovebox sync'. Needs the server: run 'glovebox sync' first for a vehicle added since the last one. With the owner's key opened on this device ('glovebox keys'), the vehicle's key is sealed to the other account's public key, so that its devices open the licence plate; the first key seen for an account is remembered, and a different one later is refused until you compare the fingerprints ('glovebox members') and confirm with --accept-new-key. An account without a key gets the vehicle's key at your next sync after it makes one.": "--role est obligatoire. Seul le propriétaire du véhicule peut le partager ; le serveur du foyer décide. Les appareils de l’autre compte reçoivent le véhicule et toutes ses données à leur prochain 'glovebox sync'. Nécessite le serveur : lancez d’abord 'glovebox sync' pour un véhicule ajouté depuis la dernière. Avec la clé du propriétaire ouverte sur cet appareil ('glovebox keys'), la clé du véhicule est scellée pour la clé publique de l’autre compte, afin que ses appareils ouvrent l’immatriculation ; la première clé vue pour un compte est mémorisée, et une autre plus tard est refusée jusqu’à ce que vous compariez les empreintes ('glovebox members') et confirmiez avec --accept-new-key. Un compte sans clé reçoit la clé du véhicule à votre prochaine synchronisation après en avoir créé une.",
        "revoke another account's share of a vehicle": "révoquer le partage d’un véhicule avec un autre compte",
        "Only the vehicle's owner can revoke a share. The vehicle and its records leave the other account's devices (and their widgets and Shortcuts) at their next 'glovebox sync'. With the owner's key opened here, the vehicle's key is replaced, sealed to the remaining members, and its plate sealed again with it and pushed: nothing written from now on opens with the key the removed account had.": "Seul le propriétaire du véhicule peut révoquer un partage. Le véhicule et ses données quittent les appareils de l’autre compte (et leurs widgets et Raccourcis) à leur prochain 'glovebox sync'. Avec la clé du propriétaire ouverte ici, la clé du véhicule est remplacée, scellée pour les membres restants, et son immatriculation scellée à nouveau avec elle et envoyée : rien de ce qui sera écrit désormais ne s’ouvre avec la clé qu’avait le compte retiré.",
        "list the accounts a vehicle is shared with, and their roles": "lister les comptes avec lesquels un véhicule est partagé, et leurs rôles",
        "Asked of the household server (not of this device's logbook): every member may list them, with each one's key fingerprint ('glovebox keys show' prints one's own): compare them in person to know the keys are the members'.": "Demandé au serveur du foyer (pas au carnet de cet appareil) : chaque membre peut les lister, avec l’empreinte de la clé de chacun ('glovebox keys show' affiche la sienne) : comparez-les en personne pour savoir que les clés sont bien celles des membres.",
        "show preferences (locale, currency, lock, timezone, economy)": "afficher les préférences (locale, currency, lock, timezone, economy)",
        "one of: locale, currency, lock, timezone, economy": "l’une de : locale, currency, lock, timezone, economy",
        "set a preference": "définir une préférence",
        "the new value": "la nouvelle valeur",
        """
        values: locale — a BCP 47 language tag such as pt-PT (texts in English, Portuguese (Portugal),
        Spanish, French or German; any other Portuguese gets Portugal's, any other language English);
        currency — the ISO 4217 home currency;
        lock — on or off (with the lock on, widgets show no odometer or money); timezone — an IANA name;
        economy — auto (mpg-us for a vehicle in miles, l/100km in km) or l/100km, km/l, mpg-us, mpg-uk,
        kwh/100km, mi/kwh. locale and timezone also take system: the system's, as before they were set.
        """: """
            valeurs : locale — une étiquette de langue BCP 47 comme pt-PT (textes en anglais, portugais
            (Portugal), espagnol, français ou allemand ; tout autre portugais reçoit celui du Portugal,
            toute autre langue l’anglais) ;
            currency — le code ISO 4217 de la devise principale ;
            lock — on ou off (verrou actif, les widgets n’affichent ni compteur ni argent) ; timezone — un
            nom IANA ;
            economy — auto (mpg-us pour un véhicule en miles, l/100km en km) ou l/100km, km/l, mpg-us,
            mpg-uk, kwh/100km, mi/kwh.
            locale et timezone acceptent aussi system : celle du système, comme avant d’être définies.
            """,
    ]
}
