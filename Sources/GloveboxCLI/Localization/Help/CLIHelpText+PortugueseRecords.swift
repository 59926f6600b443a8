extension CLIHelpText {
    /// Portuguese help of the vehicles, readings, expenses, fill-ups, economy, maintenance, services and deadlines.
    static let portugueseRecords: [String: String] = [
        "add a vehicle": "adicionar um veículo",
        "its name, unique in the garage": "o seu nome, único na garagem",
        "the make, such as Jeep": "a marca, por exemplo Jeep",
        "the model, such as Cherokee": "o modelo, por exemplo Cherokee",
        "the model year": "o ano do modelo",
        "the licence plate (private: it leaves this device only sealed with the vehicle's key)": "a matrícula (privada: só sai deste dispositivo selada com a chave do veículo)",
        "the odometer's unit (default km)": "a unidade do conta-quilómetros (por omissão km)",
        "what it runs on, comma-separated, main first: petrol, diesel, lpg, electricity (default: its first fill-up's)": "a energia com que funciona, separadas por vírgulas, a principal primeiro: petrol, diesel, lpg, electricity (por omissão: a do seu primeiro abastecimento)",
        """
        The vehicle is yours (its owner) and counts towards your plan; others see it only through a share.
        --energy says what it runs on, its main energy first (a plug-in hybrid: petrol,electricity): each
        energy's economy is measured on its own, and the widget and Siri show the main one's.
        """: """
            O veículo é seu (é o proprietário) e conta para o seu plano; os outros só o veem através de uma
            partilha.
            --energy diz a energia com que funciona, a principal primeiro (um híbrido plug-in:
            petrol,electricity): o consumo de cada energia é medido à parte, e o widget e a Siri mostram o da
            principal.
            """,
        "list the vehicles": "listar os veículos",
        "show a vehicle with its odometer, forecast, maintenance and deadlines": "mostrar um veículo com o seu conta-quilómetros, previsão, manutenção e prazos",
        "change a vehicle: its name, make, model, year, plate, distance unit or energies": "alterar um veículo: o nome, a marca, o modelo, o ano, a matrícula, a unidade de distância ou as energias",
        "a new name, unique in the garage (the id stays)": "um novo nome, único na garagem (o id mantém-se)",
        "drop the model year": "retirar o ano do modelo",
        "a new odometer unit; the distances are converted": "uma nova unidade do conta-quilómetros; as distâncias são convertidas",
        "with --unit: keep the numbers, they were typed in that unit all along": "com --unit: manter os números, que sempre foram escritos nessa unidade",
        """
        Empty text clears the make, model or plate. The id stays, so links and widgets keep pointing at it.
        A new --unit converts every distance stored for the vehicle (readings, plan intervals, due points,
        warnings, postponements) to the nearest whole unit, so that the odometer means the same distance;
        'glovebox undo' restores the exact values. If the vehicle was added with the wrong unit and its
        numbers were typed in the new one all along, add --relabel: the numbers stay and only their unit changes.
        A new --energy list keeps each fill-up in its chain: fill-ups that never named their energy follow
        a corrected one (petrol → diesel), and an energy a fill-up names cannot be dropped.
        """: """
            Um texto vazio apaga a marca, o modelo ou a matrícula. O id mantém-se, por isso as ligações e os widgets
            continuam a apontar para ele.
            Uma nova --unit converte cada distância guardada para o veículo (leituras, intervalos do plano, pontos de
            vencimento, avisos, adiamentos) para a unidade inteira mais próxima, para que o conta-quilómetros
            signifique a mesma distância; 'glovebox undo' repõe os valores exatos. Se o veículo foi adicionado com a
            unidade errada e os seus números sempre foram escritos na nova, acrescente --relabel: os números
            mantêm-se e só a sua unidade muda.
            Uma nova lista --energy mantém cada abastecimento na sua cadeia: os abastecimentos que nunca indicaram a
            sua energia seguem uma corrigida (petrol → diesel), e uma energia que um abastecimento indica não pode
            ser retirada.
            """,
        "remove a vehicle and every record of it": "remover um veículo e todos os seus registos",
        "It says what goes with the vehicle and, on a terminal, asks first; otherwise it needs --yes. 'glovebox undo' brings it back.": "Diz o que vai com o veículo e, num terminal, pergunta antes; caso contrário, precisa de --yes. 'glovebox undo' trá-lo de volta.",
        "log an odometer reading": "registar uma leitura do conta-quilómetros",
        "the odometer, in the vehicle's unit": "o conta-quilómetros, na unidade do veículo",
        "the day of the reading (default today)": "o dia da leitura (por omissão hoje)",
        "accept a value lower than earlier readings (a correction)": "aceitar um valor inferior a leituras anteriores (uma correção)",
        "a note": "uma nota",
        "add an expense": "adicionar uma despesa",
        "such as 45.90 (a dot, no thousands separators)": "por exemplo 45.90 (um ponto, sem separadores de milhares)",
        "ISO 4217 code such as EUR": "código ISO 4217, por exemplo EUR",
        "the day paid (default today)": "o dia do pagamento (por omissão hoje)",
        "fuel, service, repair, insurance, tax, parking, tolls or other (default other)": "fuel, service, repair, insurance, tax, parking, tolls ou other (por omissão other)",
        "your own rate: units of the home currency per 1 CURRENCY (wins over ECB)": "o seu próprio câmbio: unidades da moeda principal por 1 CURRENCY (prevalece sobre o do BCE)",
        "the odometer when paid": "o conta-quilómetros no pagamento",
        "the odometer corrects earlier readings": "o conta-quilómetros corrige leituras anteriores",
        "fuel quantity bought (litres; US gallons on a vehicle in miles: 'fuel add' names the unit)": "quantidade de combustível comprada (litros; galões americanos num veículo em milhas: 'fuel add' indica a unidade)",
        "list the latest expenses, oldest first": "listar as despesas mais recentes, das mais antigas para as mais novas",
        "id or name (default: every vehicle)": "id ou nome (por omissão: todos os veículos)",
        "only this vehicle (id or name)": "só este veículo (id ou nome)",
        "from this day": "a partir deste dia",
        "through this day": "até este dia, inclusive",
        "how many of the latest to list (default 50, at most 10,000)": "quantas das mais recentes listar (por omissão 50, no máximo 10,000)",
        "list the latest readings logged on their own, oldest first": "listar as leituras mais recentes registadas isoladamente, das mais antigas para as mais novas",
        "show one reading": "mostrar uma leitura",
        "the record's id, as its list prints it": "o id do registo, tal como a sua lista o imprime",
        "change a reading: its value, day, correction mark or note": "alterar uma leitura: o valor, o dia, a marca de correção ou a nota",
        "the day of the reading": "o dia da leitura",
        "mark it a correction (it may then be lower than earlier readings)": "marcá-la como correção (pode então ser inferior a leituras anteriores)",
        "mark it a plain reading again": "voltar a marcá-la como leitura simples",
        "The reading is checked as a new one is, against the readings around it. An empty --note clears it.": "A leitura é verificada como uma nova, face às leituras à sua volta. Uma --note vazia apaga a nota.",
        "remove a reading ('glovebox undo' brings it back)": "remover uma leitura ('glovebox undo' trá-la de volta)",
        "show one expense": "mostrar uma despesa",
        "change an expense: any of the fields it was added with": "alterar uma despesa: qualquer dos campos com que foi adicionada",
        "the amount, in its currency (or in --currency)": "o montante, na sua moeda (ou em --currency)",
        "a new currency for the amount": "uma nova moeda para o montante",
        "the day paid": "o dia do pagamento",
        "fuel, service, repair, insurance, tax, parking, tolls or other": "fuel, service, repair, insurance, tax, parking, tolls ou other",
        "your own rate: units of the home currency per 1 of the currency": "o seu próprio câmbio: unidades da moeda principal por 1 da moeda",
        "drop your own rate (the ECB's applies)": "retirar o seu próprio câmbio (aplica-se o do BCE)",
        "drop the odometer": "retirar o conta-quilómetros",
        "a new fuel quantity, in the fill's unit ('fuel edit ID --volume Q UNIT' changes the unit)": "uma nova quantidade de combustível, na unidade do abastecimento ('fuel edit ID --volume Q UNIT' altera a unidade)",
        "drop the fuel quantity": "retirar a quantidade de combustível",
        "The expense is checked as a new one is (its odometer against the readings around it). An empty --note clears it.": "A despesa é verificada como uma nova (o seu conta-quilómetros face às leituras à sua volta). Uma --note vazia apaga a nota.",
        "remove an expense ('glovebox undo' brings it back)": "remover uma despesa ('glovebox undo' trá-la de volta)",
        "add a fill-up (or an electric charge)": "adicionar um abastecimento (ou um carregamento elétrico)",
        "the quantity bought, such as 42.5": "a quantidade comprada, por exemplo 42.5",
        "l, us-gal, imp-gal or kwh (kwh for an electric charge)": "l, us-gal, imp-gal ou kwh (kwh para um carregamento elétrico)",
        "the odometer at the fill, in the vehicle's unit (required)": "o conta-quilómetros no abastecimento, na unidade do veículo (obrigatório)",
        "the tank was not filled to full": "o depósito não foi atestado",
        "the fill-up before this one was not recorded": "o abastecimento anterior a este não foi registado",
        "petrol, diesel, lpg or electricity (default: the vehicle's for the unit)": "petrol, diesel, lpg ou electricity (por omissão: a do veículo para a unidade)",
        "what it cost (an expense in any currency)": "quanto custou (uma despesa em qualquer moeda)",
        "your own rate: units of the home currency per 1 of the cost's currency": "o seu próprio câmbio: unidades da moeda principal por 1 da moeda do custo",
        "the day of the fill (default today)": "o dia do abastecimento (por omissão hoje)",
        """
        Economy is measured between full fill-ups: a --partial fill's fuel joins the next full fill's
        stretch, and --missed (a fill-up before this one was never recorded) leaves the stretch ending
        here out. The odometer is checked against the readings around it, as every reading is.
        Without --cost the fill's cost is unknown, and cost per distance leaves its stretch out.
        Each energy is a chain of its own (a plug-in hybrid's petrol and its charges are measured apart);
        a fill of an energy the vehicle does not run on is refused ('glovebox vehicle edit --energy').
        """: """
            O consumo é medido entre abastecimentos completos: o combustível de um abastecimento --partial
            junta-se ao troço do próximo completo, e --missed (um abastecimento anterior a este nunca foi
            registado) deixa de fora o troço que termina aqui. O conta-quilómetros é verificado face às
            leituras à sua volta, como qualquer leitura. Sem --cost o custo do abastecimento é desconhecido,
            e o custo por distância deixa o seu troço de fora. Cada energia é uma cadeia própria (a gasolina
            e os carregamentos de um híbrido plug-in são medidos à parte); um abastecimento de uma energia
            com que o veículo não funciona é recusado ('glovebox vehicle edit --energy').
            """,
        "list the latest fill-ups, oldest first": "listar os abastecimentos mais recentes, dos mais antigos para os mais novos",
        "show one fill-up": "mostrar um abastecimento",
        "change a fill-up: any of the fields it was added with": "alterar um abastecimento: qualquer dos campos com que foi adicionado",
        "a new quantity and its unit": "uma nova quantidade e a sua unidade",
        "a new odometer at the fill, in the vehicle's unit": "um novo conta-quilómetros no abastecimento, na unidade do veículo",
        "the tank was filled to full (edit: undoes --partial)": "o depósito foi atestado (na edição: anula --partial)",
        "edit: the fill-up before this one was recorded after all": "na edição: afinal, o abastecimento anterior a este foi registado",
        "a new day of the fill": "um novo dia do abastecimento",
        "The fill-up is checked as a new one is (its odometer against the readings around it). An empty --note clears it.": "O abastecimento é verificado como um novo (o seu conta-quilómetros face às leituras à sua volta). Uma --note vazia apaga a nota.",
        "remove a fill-up and its cost ('glovebox undo' brings it back)": "remover um abastecimento e o seu custo ('glovebox undo' trá-los de volta)",
        "fuel economy: per fill-up, last, over a window and lifetime, with cost per distance": "consumo de combustível: por abastecimento, o último, numa janela e desde sempre, com o custo por distância",
        "l/100km, km/l, mpg-us, mpg-uk, kwh/100km or mi/kwh (default: the economy preference, else mpg-us in miles, l/100km in km)": "l/100km, km/l, mpg-us, mpg-uk, kwh/100km ou mi/kwh (por omissão: a preferência economy, senão mpg-us em milhas, l/100km em km)",
        "the window: the last N segments (default 5)": "a janela: os últimos N troços (por omissão 5)",
        "the window: the segments that close on or after this day": "a janela: os troços que terminam neste dia ou depois",
        """
        Consumption is measured only between full fill-ups: a partial fill's fuel joins the next full
        fill's stretch, and a stretch that ends at a fill marked --missed is left out, not averaged in.
        A fill without an odometer reading is placed by its day and its fuel counts in the stretch it
        falls in (a full one cannot end a stretch, so the two around it become one); each is listed.
        Averages are distance-weighted (total fuel over total distance), so one never lies outside its
        stretches' smallest and largest figures. Cost per distance counts the stretches whose every
        fill has a cost, converted into the home currency as every expense is.
        """: """
            O consumo só é medido entre abastecimentos completos: o combustível de um abastecimento parcial
            junta-se ao troço do próximo completo, e um troço que termina num abastecimento marcado
            --missed fica de fora, não entra na média. Um abastecimento sem leitura do conta-quilómetros é
            situado pelo seu dia e o seu combustível conta no troço em que cai (um completo não pode
            terminar um troço, por isso os dois à sua volta tornam-se um); cada um é listado. As médias são
            ponderadas pela distância (combustível total sobre distância total), por isso nunca ficam fora
            dos valores mínimo e máximo dos seus troços. O custo por distância conta os troços em que todos
            os abastecimentos têm custo, convertido para a moeda principal como qualquer despesa.
            """,
        "add a maintenance plan item (due every N months and/or N distance, whichever first)": "adicionar um item ao plano de manutenção (vence a cada N meses e/ou N de distância, o que vier primeiro)",
        "such as 'Oil change'": "por exemplo 'Mudança de óleo'",
        "the interval in months": "o intervalo em meses",
        "the interval in the vehicle's unit": "o intervalo na unidade do veículo",
        "the first due date (before any service is logged)": "a primeira data de vencimento (antes de qualquer manutenção registada)",
        "the first due odometer value": "o primeiro valor de vencimento do conta-quilómetros",
        "warn this many days before (default 30)": "avisar este número de dias antes (por omissão 30)",
        "warn this much distance before (default 1,000 km / 500 mi)": "avisar esta distância antes (por omissão 1,000 km / 500 mi)",
        "list maintenance items with their next due point, next one first": "listar os itens de manutenção com o seu próximo vencimento, o mais próximo primeiro",
        "log that a maintenance item was done (clears its postponement)": "registar que um item de manutenção foi feito (anula o seu adiamento)",
        "the day it was done (default today)": "o dia em que foi feito (por omissão hoje)",
        "the odometer then": "o conta-quilómetros nessa altura",
        "what it cost (also recorded as a service expense)": "quanto custou (também registado como despesa de revisão)",
        "postpone an item's current occurrence": "adiar a ocorrência atual de um item",
        "by N days": "N dias",
        "by N distance units": "N unidades de distância",
        "until a day": "até um dia",
        "until an odometer value": "até um valor do conta-quilómetros",
        "Give exactly one of --days, --distance, --until-date, --until-distance.": "Indique exatamente uma de --days, --distance, --until-date, --until-distance.",
        "show one maintenance item with its next due point": "mostrar um item de manutenção com o seu próximo vencimento",
        "change a maintenance item: its name, intervals, first due points or warnings": "alterar um item de manutenção: o nome, os intervalos, os primeiros vencimentos ou os avisos",
        "a new name": "um novo nome",
        "no interval in months": "sem intervalo em meses",
        "no interval in distance": "sem intervalo de distância",
        "no first due date": "sem primeira data de vencimento",
        "no first due odometer value": "sem primeiro valor de vencimento do conta-quilómetros",
        "warn the default 30 days before": "avisar os 30 dias antes por omissão",
        "warn the unit's default distance before": "avisar com a distância por omissão da unidade",
        "The item is checked as a new one is: a name no other item of the vehicle has, and at least one interval or first due point.": "O item é verificado como um novo: um nome que nenhum outro item do veículo tem, e pelo menos um intervalo ou primeiro vencimento.",
        "remove a maintenance item with its logged services": "remover um item de manutenção com as suas manutenções registadas",
        "Its services and their costs go with it: it says how many and, on a terminal, asks first; otherwise it needs --yes. 'glovebox undo' brings them back.": "As suas manutenções registadas e os respetivos custos vão com ele: diz quantas e, num terminal, pergunta antes; caso contrário, precisa de --yes. 'glovebox undo' trá-las de volta.",
        "list the latest logged services, oldest first": "listar as manutenções registadas mais recentes, das mais antigas para as mais novas",
        "show one logged service": "mostrar uma manutenção registada",
        "change a logged service: its day, odometer, cost or note": "alterar uma manutenção registada: o dia, o conta-quilómetros, o custo ou a nota",
        "the day it was done": "o dia em que foi feito",
        "what it cost (its service expense)": "quanto custou (a sua despesa de revisão)",
        "drop the cost (and its expense)": "retirar o custo (e a sua despesa)",
        "The service is checked as a new one is; its cost expense follows. An empty --note clears it; the item's postponement stays as it is.": "A manutenção é verificada como uma nova; a despesa do seu custo acompanha-a. Uma --note vazia apaga a nota; o adiamento do item fica como está.",
        "remove a logged service and its cost ('glovebox undo' brings them back)": "remover uma manutenção registada e o seu custo ('glovebox undo' trá-los de volta)",
        "add a deadline (insurance, inspection, road tax, …)": "adicionar um prazo (seguro, inspeção, IUC, …)",
        "insurance, inspection, road-tax, registration, driving-licence, warranty, custom": "insurance, inspection, road-tax, registration, driving-licence, warranty, custom",
        "the due date, YYYY-MM-DD": "a data de vencimento, YYYY-MM-DD",
        "the title (default: the kind's name)": "o título (por omissão: o nome do tipo)",
        "warn this many days before (default per kind)": "avisar este número de dias antes (por omissão, conforme o tipo)",
        "recurs every N months on a fixed schedule": "repete-se a cada N meses num calendário fixo",
        "list deadlines, soonest first": "listar os prazos, o mais próximo primeiro",
        "renew a deadline: a recurring one moves by its interval from its old due date": "renovar um prazo: um recorrente avança o seu intervalo a partir da data de vencimento anterior",
        "id, title or kind": "id, título ou tipo",
        "the new due date (required for a one-off deadline)": "a nova data de vencimento (obrigatória para um prazo único)",
        "show one deadline": "mostrar um prazo",
        "change a deadline: its kind, title, due date, warning or recurrence": "alterar um prazo: o tipo, o título, a data de vencimento, o aviso ou a repetição",
        "a new kind": "um novo tipo",
        "a new title (empty: the kind's name)": "um novo título (vazio: o nome do tipo)",
        "a new due date (a new schedule starts from it)": "uma nova data de vencimento (um novo calendário começa nela)",
        "warn the kind's default days before": "avisar com os dias por omissão do tipo",
        "make it a one-off": "torná-lo único",
        "remove a deadline ('glovebox undo' brings it back)": "remover um prazo ('glovebox undo' trá-lo de volta)",
    ]
}
