extension HostHelpText {
    /// The Portuguese help.
    static let portuguese: [String: String] = [
        """
        The Glovebox widget extension and its Linux widget host. It reads only the snapshot the app
        publishes in the shared container ($GLOVEBOX_HOME, else $XDG_DATA_HOME/glovebox, else
        ~/.local/share/glovebox).
        """: """
            A extensão de widgets do Glovebox e o seu anfitrião de widgets para Linux. Lê apenas o
            instantâneo que a aplicação publica no contentor partilhado ($GLOVEBOX_HOME, senão
            $XDG_DATA_HOME/glovebox, senão ~/.local/share/glovebox).
            """,
        "install a widget": "instalar um widget",
        "vehicle, deadlines, spend, maintenance": "vehicle, deadlines, spend, maintenance",
        "small, medium, large, accessory-rectangular (default small)": "small, medium, large, accessory-rectangular (por omissão small)",
        "the vehicle, by its id or its name in the snapshot": "o veículo, pelo seu id ou pelo seu nome no instantâneo",
        "show this help": "mostrar esta ajuda",
        """
        Installs a widget of KIND in family F (default small), optionally about vehicle V, and
        prints its id. The app sees it in currentConfigurations(). V is chosen as the system's sheet
        offers it: among the vehicles of the widgets' snapshot, by id or by name (any letter case);
        one the snapshot does not have is refused with the list. Before the app has published a
        snapshot, V is kept as typed.
        """: """
            Instala um widget de KIND na família F (por omissão small), opcionalmente sobre o veículo V,
            e imprime o seu id. A aplicação vê-o em currentConfigurations(). V é escolhido como a folha
            do sistema o oferece: entre os veículos do instantâneo dos widgets, por id ou por nome (em
            maiúsculas ou minúsculas); um que o instantâneo não tenha é recusado com a lista. Antes de a
            aplicação ter publicado um instantâneo, V fica tal como escrito.
            """,
        "the installed widgets": "os widgets instalados",
        "print JSON": "imprimir JSON",
        "Lists the installed widgets: id, kind, family and vehicle.": "Lista os widgets instalados: id, tipo, família e veículo.",
        "uninstall a widget": "desinstalar um widget",
        "the widget's id, as 'list' prints it": "o id do widget, tal como 'list' o imprime",
        "Uninstalls the widget with id ID (see 'list'); its spent budget goes with it.": "Desinstala o widget com o id ID (ver 'list'); o orçamento gasto vai com ele.",
        "the entries of a widget's timeline": "as entradas da linha temporal de um widget",
        "the vehicle's id in the snapshot": "o id do veículo no instantâneo",
        "the instant taken as now (default GLOVEBOX_NOW, else the clock's)": "o instante tomado como agora (por omissão GLOVEBOX_NOW, senão o do relógio)",
        """
        Prints the timeline a widget gets from the current snapshot: an entry for now and one for
        each of the next seven midnights of the snapshot's time zone, with what each shows. --at
        pins "now".
        """: """
            Imprime a linha temporal que um widget recebe do instantâneo atual: uma entrada para
            agora e uma para cada uma das próximas sete meias-noites do fuso horário do instantâneo,
            com o que cada uma mostra. --at fixa o "agora".
            """,
        "draw a widget as it looks at an instant": "desenhar um widget como se apresenta num instante",
        "a text box (default) or an SVG document": "uma caixa de texto (por omissão) ou um documento SVG",
        "write the drawing to FILE (default standard output)": "escrever o desenho em FILE (por omissão a saída padrão)",
        """
        Draws the widget as it looks at an instant (default now), as a text box (default) or an
        SVG document, to standard output or to FILE.
        """: """
            Desenha o widget como se apresenta num instante (por omissão agora), como caixa de
            texto (por omissão) ou documento SVG, na saída padrão ou em FILE.
            """,
        "a widget as one Waybar custom-module JSON object": "um widget como um objeto JSON de módulo personalizado do Waybar",
        """
        Prints what the widget of KIND shows now as the JSON object Waybar's custom module reads
        ("return-type": "json"): text (the most urgent item and when), tooltip (every line, as
        Pango markup already escaped), class (the kind, then overdue, warning, normal, empty, or
        message and its reason) and, for spend, percentage (the month's bar). It reads the snapshot
        alone and counts days like the widgets, so "In 3 days" becomes "In 2 days" at midnight
        without the app. A snapshot it cannot trust prints the widgets' "open the app" message.
        """: """
            Imprime o que o widget de KIND mostra agora como o objeto JSON que o módulo personalizado
            do Waybar lê ("return-type": "json"): text (o item mais urgente e quando), tooltip (cada
            linha, em markup Pango já escapado), class (o tipo, depois overdue, warning, normal, empty,
            ou message e o seu motivo) e, para spend, percentage (a barra do mês). Lê apenas o
            instantâneo e conta os dias como os widgets, por isso "In 3 days" passa a "In 2 days" à
            meia-noite sem a aplicação. Um instantâneo em que não pode confiar imprime a mensagem "abra
            a aplicação" dos widgets.
            """,
        "a widget in the xbar, Argos and Kargos text protocol": "um widget no protocolo de texto do xbar, Argos e Kargos",
        """
        Prints what the widget of KIND shows now for xbar (macOS), Argos (GNOME) or Kargos (KDE): the
        line for the bar, '---', then the title and every line, each with href= its deep link and the
        theme's colour when due soon or overdue. Days are counted like the widgets' (see waybar).
        """: """
            Imprime o que o widget de KIND mostra agora para o xbar (macOS), Argos (GNOME) ou Kargos
            (KDE): a linha da barra, '---', depois o título e cada linha, cada uma com href= a sua
            ligação direta e a cor do tema quando a vencer ou em atraso. Os dias são contados como nos
            widgets (ver waybar).
            """,
        "every installed widget at every entry, as SVG (and PNG)": "todos os widgets instalados em todas as entradas, em SVG (e PNG)",
        "where the pictures go (default ./widget-gallery)": "para onde vão as imagens (por omissão ./widget-gallery)",
        """
        Draws every installed widget (or, with none installed, every kind in every family) at every
        entry of its timeline as SVG, as PNG too when rsvg-convert is on the PATH, and writes an
        index.html to look at them.
        """: """
            Desenha cada widget instalado (ou, sem nenhum instalado, cada tipo em cada família) em cada
            entrada da sua linha temporal em SVG, também em PNG quando o rsvg-convert está no PATH, e
            escreve um index.html para os ver.
            """,
        "be the widget host: follow reload requests, redraw the board": "ser o anfitrião dos widgets: seguir os pedidos de recarga, redesenhar o painel",
        "handle what is pending, draw the board once, and exit": "tratar o que está pendente, desenhar o painel uma vez e sair",
        "stop after SECONDS": "parar após SECONDS",
        "read the request log every SECONDS (default 1)": "ler o registo de pedidos a cada SECONDS (por omissão 1)",
        """
        Runs the widget host: follows the app's reload requests, rebuilds the timelines of the kinds
        they name (at most 70 background reloads per widget per 24 hours; requests made with the
        app in the foreground are free), moves each widget to its next entry at its date, and
        redraws the board. --once and --for cannot be used together.
        """: """
            Executa o anfitrião dos widgets: segue os pedidos de recarga da aplicação, reconstrói as
            linhas temporais dos tipos que indicam (no máximo 70 recargas em segundo plano por widget a
            cada 24 horas; os pedidos feitos com a aplicação em primeiro plano são gratuitos), move cada
            widget para a sua próxima entrada na sua data e redesenha o painel. --once e --for não podem
            ser usados em conjunto.
            """,
        "the reload requests received and the budget spent": "os pedidos de recarga recebidos e o orçamento gasto",
        """
        Lists the reload requests the host received, what it did for each widget, the requests
        still pending, and the background budget each widget has spent in the last 24 hours.
        """: """
            Lista os pedidos de recarga que o anfitrião recebeu, o que fez por cada widget, os
            pedidos ainda pendentes e o orçamento em segundo plano que cada widget gastou nas
            últimas 24 horas.
            """,
        """
        kinds: vehicle, deadlines, spend, maintenance
        families: small, medium, large, accessory-rectangular (deadlines and maintenance only)
        exit status: 0 success, 1 failure, 2 bad command line
        """: """
            tipos: vehicle, deadlines, spend, maintenance
            famílias: small, medium, large, accessory-rectangular (só deadlines e maintenance)
            estado de saída: 0 sucesso, 1 falha, 2 linha de comandos errada
            """,
    ]
}
