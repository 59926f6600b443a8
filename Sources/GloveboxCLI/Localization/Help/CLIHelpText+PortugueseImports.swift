extension CLIHelpText {
    /// Portuguese help of the imports (rates, LubeLogger and the fuel apps).
    static let portugueseImports: [String: String] = [
        "import the ECB's euro reference rates (eurofxref-hist.csv)": "importar as taxas de referência do euro do BCE (eurofxref-hist.csv)",
        "the CSV file": "o ficheiro CSV",
        "import a LubeLogger CSV export (gas, service, odometer and tax records)": "importar uma exportação CSV do LubeLogger (registos de combustível, manutenções, conta-quilómetros e impostos)",
        "the directory with gasrecords.csv, servicerecords.csv, …": "o diretório com gasrecords.csv, servicerecords.csv, …",
        "the vehicle to import into (created when missing; required)": "o veículo para onde importar (criado se não existir; obrigatório)",
        "the costs' currency: must agree with their sign ($ is USD unless this names another dollar); needed when they carry none": "a moeda dos custos: tem de concordar com o seu símbolo ($ é USD, a menos que esta indique outro dólar); necessária quando não trazem nenhum",
        "the unit the export counts distances in (default mi); a vehicle in the other unit gets them converted": "a unidade em que a exportação conta as distâncias (por omissão mi); um veículo na outra unidade recebe-as convertidas",
        "the same as --unit, under the name every import takes": "o mesmo que --unit, com o nome que todas as importações aceitam",
        "the unit of the quantities, when the file does not say": "a unidade das quantidades, quando o ficheiro não a indica",
        "how the export writes decimals (default point, LubeLogger's US habit: 1,234.56)": "como a exportação escreve as casas decimais (por omissão point, o hábito americano do LubeLogger: 1,234.56)",
        "how the export writes dates (default month-first, LubeLogger's M/D/YYYY)": "como a exportação escreve as datas (por omissão month-first, o M/D/YYYY do LubeLogger)",
        "also add the export's reminders as maintenance plan items": "adicionar também os lembretes da exportação como itens do plano de manutenção",
        "add again the rows whose records were removed since an earlier import": "adicionar de novo as linhas cujos registos foram removidos desde uma importação anterior",
        "say what the import would add, skip and refuse, and change nothing": "dizer o que a importação adicionaria, ignoraria e recusaria, sem alterar nada",
        """
        Import again whenever LubeLogger has more: only the rows no earlier import stored are added. A row
        is known by what it says (kind, date, odometer, quantity, cost, description and note), per
        vehicle, wherever it sits in the file; two identical rows are two records, and are known again
        as two. A record removed after its import stays removed when you import again (the output counts
        it; --restore-removed brings it back); an undone import is imported again; rows gone from the
        file are left alone.

        LubeLogger's export does not say its distance unit: --unit (or --distance-unit) does (default
        mi, which a vehicle in km refuses until you say it). A vehicle the import creates counts in
        that unit; into one in the other unit (add it first: vehicle add --unit km), odometer values
        and reminder distances are
        converted, each rounded to the nearest whole unit. Fuel quantities are kept as written, as the
        logbook keeps every quantity, in US gallons with mi and litres with km unless --volume-unit says
        otherwise (LubeLogger's UK MPG setting counts miles with litres: --volume-unit l). A fill-up
        that import csv stored from the same gasrecords.csv is known again, and the other way round.
        Costs keep their currency (the app converts when it shows them):
        the one their sign names, or --currency when they carry none; a --currency that the sign
        contradicts is refused with the cell.

        LubeLogger writes numbers and dates in its server's culture: 1,234.56 and M/D/YYYY in the US;
        --decimal-separator comma and --day-order day-first read a European server's 1.234,56 and D/M/YYYY.

        Each row is remembered as written with what it meant (day, odometer and unit, quantity and
        unit, amount and currency): importing it again, by this command or import csv, with the same
        meaning adds nothing; with another meaning (another --volume-unit, --day-order…) it is refused
        with both, and nothing is stored.

        A reading lower than the one before it is stored as a correction, listed with its line, so that
        it stays out of the odometer checks' series; readings you type later are checked as always. A
        reading higher than a later one already in the logbook is refused with its line. A blank date,
        odometer or cost is refused with its line and column. Notes lose control and text-direction
        characters (line breaks become spaces), and the output says how many were cleaned.
        """: """
            Importe de novo sempre que o LubeLogger tiver mais: só são adicionadas as linhas que nenhuma
            importação anterior guardou. Uma linha é reconhecida pelo que diz (tipo, data, conta-quilómetros,
            quantidade, custo, descrição e nota), por veículo, onde quer que esteja no ficheiro; duas linhas
            idênticas são dois registos, e são reconhecidas de novo como dois. Um registo removido depois da
            sua importação continua removido quando volta a importar (a saída conta-o; --restore-removed trá-lo
            de volta); uma importação anulada é importada de novo; as linhas que saíram do ficheiro ficam como
            estão.

            A exportação do LubeLogger não diz a sua unidade de distância: --unit (ou --distance-unit) di-la
            (por omissão mi, que um veículo em km recusa até que a indique). Um veículo criado pela importação
            conta nessa unidade; para um na outra unidade (adicione-o primeiro: vehicle add --unit km), os
            valores do conta-quilómetros e as distâncias dos lembretes são convertidos, cada um arredondado
            para a unidade inteira mais próxima. As quantidades de combustível são guardadas tal como escritas,
            como o diário guarda qualquer quantidade, em galões americanos com mi e litros com km, a menos que
            --volume-unit diga outra coisa (a definição UK MPG do LubeLogger conta milhas com litros:
            --volume-unit l). Um abastecimento que import csv guardou do mesmo gasrecords.csv é reconhecido de
            novo, e vice-versa. Os custos mantêm a sua moeda (a aplicação converte-os quando os mostra): a que
            o seu símbolo indica, ou --currency quando não trazem nenhum; uma --currency que o símbolo
            contradiz é recusada com a célula.

            O LubeLogger escreve números e datas na cultura do seu servidor: 1,234.56 e M/D/YYYY nos EUA;
            --decimal-separator comma e --day-order day-first leem o 1.234,56 e o D/M/YYYY de um servidor
            europeu.

            Cada linha é memorizada tal como escrita com o que significava (dia, conta-quilómetros e unidade,
            quantidade e unidade, montante e moeda): importá-la de novo, com este comando ou com import csv,
            com o mesmo significado não adiciona nada; com outro significado (outra --volume-unit,
            --day-order…) é recusada com ambos, e nada é guardado.

            Uma leitura inferior à anterior é guardada como correção, listada com a sua linha, para que fique
            fora da série das verificações do conta-quilómetros; as leituras que escrever depois são
            verificadas como sempre. Uma leitura superior a uma posterior já no diário é recusada com a sua
            linha. Uma data, um conta-quilómetros ou um custo em branco é recusado com a sua linha e coluna. As
            notas perdem os caracteres de controlo e de direção do texto (as quebras de linha tornam-se
            espaços), e a saída diz quantas foram limpas.
            """,
        "import Fuelly's CSV export (fill-ups and costs)": "importar a exportação CSV do Fuelly (abastecimentos e custos)",
        "the app's CSV export": "a exportação CSV da aplicação",
        "the logbook vehicle to import into (created when missing); needed when the file does not name its vehicle": "o veículo do diário para onde importar (criado se não existir); necessário quando o ficheiro não indica o seu veículo",
        "the costs' currency (the apps write none; needed when the file has costs)": "a moeda dos custos (as aplicações não escrevem nenhuma; necessária quando o ficheiro tem custos)",
        "the unit of the odometer values, when the file does not say": "a unidade dos valores do conta-quilómetros, quando o ficheiro não a indica",
        "how the file writes decimals, when its numbers do not show it": "como o ficheiro escreve as casas decimais, quando os seus números não o mostram",
        "how the file writes dates, when they do not show it": "como o ficheiro escreve as datas, quando elas não o mostram",
        """
        Import again whenever the app has more: only the rows no earlier import stored are added, as
        with import lubelogger (a row is known by what it says, per vehicle; two identical rows are
        two records; a record removed since stays removed unless --restore-removed brings it
        back). Each row is also remembered as written with what it meant (day, odometer and unit,
        quantity and unit, amount and currency): the same file read again, by this command or
        another (import lubelogger, import csv), with the same meaning adds nothing; read with
        another meaning (another --volume-unit, --day-order, --currency…) it is refused with both
        meanings and nothing is stored. Each of the file's vehicles goes into
        the logbook vehicle of its name, created when missing, or into --vehicle for a file of one
        vehicle. Fill-ups become fuel records (quantity, unit, full tank, missed fill-up, cost);
        service costs become service expenses, other costs expenses of the category their name
        means. Numbers and dates are read the same on every machine: the units, decimal
        separator and day order the file states, else the options, else the app's habit; when
        none says, the import asks for the option. A reading lower than the one before it is
        stored as a correction, listed with its line; a bad cell is refused with file:line:column
        and nothing is stored. A fill-up without an odometer is kept without a reading (its fuel
        counts in the economy of the stretch its day falls in). An odometer written with a
        fraction (Fuelio's 53288.5) is stored rounded half up to the whole unit, and listed.
        A vehicle the import creates keeps the plate the file gives (Fuelio, aCar), and runs on the
        energies its fill-ups name (Fuelly's Type, Drivvo's fuel, Fuelio's --second-tank); a fill-up
        of an energy an existing vehicle does not run on is refused with its line.
        """: """
            Importe de novo sempre que a aplicação tiver mais: só são adicionadas as linhas que nenhuma
            importação anterior guardou, como em import lubelogger (uma linha é reconhecida pelo que
            diz, por veículo; duas linhas idênticas são dois registos; um registo removido desde então
            continua removido, a menos que --restore-removed o traga de volta). Cada linha é também
            memorizada tal como escrita com o que significava (dia, conta-quilómetros e unidade,
            quantidade e unidade, montante e moeda): o mesmo ficheiro lido de novo, por este comando ou
            por outro (import lubelogger, import csv), com o mesmo significado não adiciona nada; lido
            com outro significado (outra --volume-unit, --day-order, --currency…) é recusado com ambos
            os significados e nada é guardado. Cada veículo do ficheiro vai para o veículo do diário com
            o seu nome, criado se não existir, ou para --vehicle num ficheiro de um só veículo. Os
            abastecimentos tornam-se registos de combustível (quantidade, unidade, depósito cheio,
            abastecimento em falta, custo); os custos de manutenção tornam-se despesas de revisão, os
            outros custos despesas da categoria que o seu nome significa. Números e datas são lidos da
            mesma forma em qualquer máquina: as unidades, o separador decimal e a ordem do dia que o
            ficheiro declara, senão as opções, senão o hábito da aplicação; quando nada o diz, a
            importação pede a opção. Uma leitura inferior à anterior é guardada como correção, listada
            com a sua linha; uma célula errada é recusada com file:line:column e nada é guardado. Um
            abastecimento sem conta-quilómetros é guardado sem leitura (o seu combustível conta no
            consumo do troço em que cai o seu dia). Um conta-quilómetros escrito com fração (o 53288.5
            do Fuelio) é guardado arredondado para cima a partir de meio para a unidade inteira, e
            listado. Um veículo criado pela importação guarda a matrícula que o ficheiro dá (Fuelio,
            aCar) e funciona com as energias que os seus abastecimentos indicam (o Type do Fuelly, o
            combustível do Drivvo, o --second-tank do Fuelio); um abastecimento de uma energia com que
            um veículo existente não funciona é recusado com a sua linha.
            """,
        "import Fuelio's CSV export (fill-ups and costs)": "importar a exportação CSV do Fuelio (abastecimentos e custos)",
        "what the vehicle's second tank holds (lpg, electricity…): its fill-ups become that energy's chain": "o que o segundo depósito do veículo contém (lpg, electricity…): os seus abastecimentos tornam-se a cadeia dessa energia",
        "import Drivvo's CSV export (fill-ups and costs)": "importar a exportação CSV do Drivvo (abastecimentos e custos)",
        "import aCar's CSV export (fill-ups and costs)": "importar a exportação CSV do aCar (abastecimentos e custos)",
        "import CSV's CSV export (fill-ups and costs)": "importar a exportação CSV do CSV (abastecimentos e custos)",
    ]
}
