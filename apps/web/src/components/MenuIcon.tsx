/**
 * Server menu icon names -> @ant-design/icons components. An explicit map keeps the bundle small
 * (importing every icon would add ~1 MB); add a line here when a menu uses a new icon.
 */
import type { ComponentType } from 'react';
import AccountBookOutlined from '@ant-design/icons/AccountBookOutlined';
import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import BookOutlined from '@ant-design/icons/BookOutlined';
import CarOutlined from '@ant-design/icons/CarOutlined';
import CheckSquareOutlined from '@ant-design/icons/CheckSquareOutlined';
import ContainerOutlined from '@ant-design/icons/ContainerOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import DiffOutlined from '@ant-design/icons/DiffOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import FileDoneOutlined from '@ant-design/icons/FileDoneOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import ApiOutlined from '@ant-design/icons/ApiOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import LoginOutlined from '@ant-design/icons/LoginOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import UserSwitchOutlined from '@ant-design/icons/UserSwitchOutlined';
import WarningOutlined from '@ant-design/icons/WarningOutlined';

const ICONS: Record<string, ComponentType> = {
  DatabaseOutlined,
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CarOutlined,
  CheckSquareOutlined,
  ContainerOutlined,
  DiffOutlined,
  DollarOutlined,
  FileDoneOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FormOutlined,
  GlobalOutlined,
  HomeOutlined,
  ApiOutlined,
  InboxOutlined,
  KeyOutlined,
  LockOutlined,
  LoginOutlined,
  MailOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  StopOutlined,
  SyncOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
  UserSwitchOutlined,
  WarningOutlined,
};

/** Names the map knows (a unit test checks every catalogue icon is among them). */
export const KNOWN_MENU_ICONS = Object.keys(ICONS);

/** The icon for a server icon name; a neutral icon for unknown names. */
export function MenuIcon({ name }: { name: string | null | undefined }) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon aria-hidden="true" />;
}
