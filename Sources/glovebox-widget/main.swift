import WidgetHost
